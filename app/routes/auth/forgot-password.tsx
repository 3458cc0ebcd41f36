import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Forgot password", "Reset your password.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Account help"
      title="Forgot your password?"
      lead="Enter your email and we'll send you a link to choose a new password."
      features={[
        "A reset link sent by email",
        "The same answer whether or not an account exists, to protect your privacy",
      ]}
      actions={[{ to: "/sign-in", label: "Back to sign in" }]}
    />
  );
}
