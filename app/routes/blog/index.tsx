import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Blog", "Guides for travelling and renting with pets.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Blog"
      title="Guides for travelling with pets"
      lead="Practical guides for travellers with pets and for owners who welcome them."
      features={[
        "The newest articles, with a featured one",
        "Filters by category, and search within articles",
      ]}
      actions={[{ to: "/", label: "Find a stay" }]}
    />
  );
}
