import { PlannedPage } from "~/ui/page";
import { requireUser } from "~/modules/accounts/guards.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/booking";

export const meta = () => pageMeta("Book your stay", "Book a pet-friendly stay directly with its owner.");

/** Booking needs a signed-in traveller; anonymous visitors sign in and come back. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Booking"
      title="Book your stay"
      lead="Your dates, your guests and each pet, checked against the owner's pet policy, with the full price before you confirm."
      features={[
        "A summary of the stay and your dates",
        "Each pet's name, species, breed and weight, checked against the pet policy",
        "The price breakdown computed by our server, every fee included",
        "The cancellation policy in plain words",
      ]}
      actions={[{ to: "/monthly-rentals-mid-term-rentals-short-term-month-to-month", label: "Find a stay" }]}
    />
  );
}
