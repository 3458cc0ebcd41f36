import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Terms of service", "The terms for using Pet Friendly Rentals by Owner.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Legal"
      title="Terms of service"
      lead="The plain-language terms for bookings between travellers and owners."
      features={["Bookings between traveller and owner", "Pets and damage", "Cancellations and refunds", "Accounts"]}
      actions={[{ to: "/privacy-policy", label: "Privacy policy" }]}
    />
  );
}
