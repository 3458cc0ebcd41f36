import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Pet-friendly stays, rented by owner", "Why travellers with pets and owners choose Pet Friendly Rentals by Owner.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="For travellers and owners"
      title="Pet-friendly stays, straight from the owner"
      lead="Monthly, mid-term and short-term homes where your pet is truly welcome, with every pet fee shown before you book."
      features={["Why renting by owner means no booking fee on top", "How pet policies are shown: species, weight, fees and deposits", "Short-term, mid-term and monthly stays explained"]}
      actions={[{ to: "/monthly-rentals-mid-term-rentals-short-term-month-to-month", label: "Find a stay" }, { to: "/sign-up", label: "Create an account" }]}
    />
  );
}
