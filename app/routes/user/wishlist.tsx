import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Wishlist", "Stays you saved.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Wishlist"
      lead="The stays you saved, with their pet policy at a glance."
      features={[
        "Every stay you saved with the heart button",
        "Its pet policy at a glance",
        "Remove a stay when you no longer need it",
      ]}
      actions={[]}
    />
  );
}
