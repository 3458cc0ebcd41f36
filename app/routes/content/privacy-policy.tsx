import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Privacy policy", "How Pet Friendly Rentals by Owner handles your data.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Legal"
      title="Privacy policy"
      lead="What data we keep, why, and how you can have it deleted."
      features={["The data we keep and why", "Cookies", "Deleting your account and data"]}
      actions={[{ to: "/terms", label: "Terms of service" }]}
    />
  );
}
