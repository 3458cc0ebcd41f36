import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Trip details", "The details of one of your stays.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Trip details"
      lead="Everything about one booking, and cancelling it."
      features={[
        "Dates, address, pets and price",
        "Status history",
        "Cancellation with the refund shown before you confirm",
      ]}
      actions={[]}
    />
  );
}
