import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Book your stay", "Book a pet-friendly stay directly with its owner.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Booking"
      title="Book your stay"
      lead="Your dates, your guests and each pet, checked against the owner's pet policy, with the full price before you confirm."
      features={["A summary of the stay and your dates", "Each pet's name, species, breed and weight, checked against the pet policy", "The price breakdown computed by our server, every fee included", "The cancellation policy in plain words"]}
      actions={[{ to: "/monthly-rentals-mid-term-rentals-short-term-month-to-month", label: "Find a stay" }]}
    />
  );
}
