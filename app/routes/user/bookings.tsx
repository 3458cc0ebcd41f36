import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Trips", "Your upcoming, past and cancelled stays.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Trips"
      lead="Your upcoming, past and cancelled stays."
      features={[
        "Upcoming stays with their dates and check-in details",
        "Past stays, with a review invitation",
        "Cancelled stays and their refunds",
      ]}
      actions={[]}
    />
  );
}
