import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Check your email", "We sent you a verification email.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Almost there"
      title="Check your email"
      lead="We send a link to confirm your address. Open it to finish creating your account."
      features={["The address we sent to", "A resend button", "How to fix a mistyped address"]}
      actions={[{ to: "/sign-in", label: "Back to sign in" }]}
    />
  );
}
