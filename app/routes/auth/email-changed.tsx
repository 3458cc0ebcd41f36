import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Email changed", "Your email address has changed.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Account"
      title="Email change"
      lead="Where the link confirming a new email address lands."
      features={["The result of the change", "What to do if you did not ask for it"]}
      actions={[{ to: "/", label: "Go home" }]}
    />
  );
}
