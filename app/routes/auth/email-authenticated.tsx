import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Email verified", "Your email address is verified.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Account"
      title="Email verification"
      lead="Where the link in your verification email lands: it tells you whether your address is confirmed."
      features={["The result of the verification", "A way to request a new link if this one expired"]}
      actions={[{ to: "/sign-in", label: "Sign in" }]}
    />
  );
}
