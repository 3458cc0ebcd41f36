import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Set up two-factor", "Protect your account with an authenticator app.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Account security"
      title="Set up two-factor authentication"
      lead="Add a second step to sign-in with an authenticator app."
      features={["A QR code and secret for your app", "Backup codes, shown once"]}
      actions={[]}
    />
  );
}
