import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("About us", "The story and promise of Pet Friendly Rentals by Owner.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="About"
      title="About us"
      lead="We started this site because finding a rental that truly welcomes a pet was too hard, and too full of surprise fees."
      features={["Our story", "Our promise: every pet rule and fee shown before you book", "How we work with owners"]}
      actions={[{ to: "/contact-us", label: "Contact us" }]}
    />
  );
}
