import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Two-factor sign-in", "Enter your authentication code.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Account security"
      title="Two-factor sign-in"
      lead="Enter the code from your authenticator app, or a backup code."
      features={["A six-digit code or a backup code", "An option to trust this device"]}
      actions={[{ to: "/sign-in", label: "Back to sign in" }]}
    />
  );
}
