import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Contact us", "Get in touch with the Pet Friendly Rentals by Owner team.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Contact"
      title="Contact us"
      lead="Questions about a stay, a booking or your account? We read every message."
      features={["A contact form: name, email, topic, message and an optional booking reference", "Other ways to reach us"]}
      actions={[{ to: "/blog", label: "Read our guides" }]}
    />
  );
}
