import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Change email", "Change your email address.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Account security"
      title="Change your email address"
      lead="Move your account to a new email address."
      features={["Your new address and current password", "A confirmation link to the new address"]}
      actions={[]}
    />
  );
}
