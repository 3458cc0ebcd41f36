import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Booking confirmed", "Your booking confirmation.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Booking"
      title="Booking confirmed"
      lead="Once you book, this page shows your booking reference and everything you need for arrival day."
      features={["Your booking reference, dates and the address", "Check-in details, your pets and the price", "The cancellation deadline and an add-to-calendar file"]}
      actions={[{ to: "/user/bookings", label: "Your trips" }]}
    />
  );
}
