import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () =>
  pageMeta("Stay details", "Photos, the full pet policy, prices and availability of a pet-friendly stay.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Stay"
      title="Stay details"
      lead="Everything about one stay before you book it: the place, the owner's house rules and exactly what your pet may do and what it costs."
      features={[
        "A photo gallery, summary and description",
        "The full pet policy: species, number, weight, breeds, fees and their basis, deposit",
        "Availability calendar and a live price breakdown for your dates and pets",
        "Reviews, with a pet-friendliness rating from other travellers",
      ]}
      actions={[{ to: "/monthly-rentals-mid-term-rentals-short-term-month-to-month", label: "Search stays" }]}
    />
  );
}
