import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Notifications", "Your notifications.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Notifications"
      lead="Booking updates, reminders and security notices."
      features={[
        "Booking confirmations, requests and cancellations",
        "Stay reminders and review invitations",
        "Security notices: password, email and two-factor changes",
      ]}
      actions={[]}
    />
  );
}
