import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Verify phone", "Add and verify a phone number.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Account security"
      title="Verify your phone number"
      lead="Add a phone number for booking updates by text message."
      features={["Your number in international format", "A code sent by SMS to confirm it"]}
      actions={[]}
    />
  );
}
