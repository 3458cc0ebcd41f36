import { PlannedPage } from "~/ui/page";
import { requireUser } from "~/modules/accounts/guards.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/confirm";

export const meta = () => pageMeta("Booking confirmed", "Your booking confirmation.");

/** Booking needs a signed-in traveller; anonymous visitors sign in and come back. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Booking"
      title="Booking confirmed"
      lead="Once you book, this page shows your booking reference and everything you need for arrival day."
      features={[
        "Your booking reference, dates and the address",
        "Check-in details, your pets and the price",
        "The cancellation deadline and an add-to-calendar file",
      ]}
      actions={[{ to: "/user/bookings", label: "Your trips" }]}
    />
  );
}
