import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Settings", "Your settings.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Settings"
      lead="Appearance, notifications and security."
      features={[
        "Theme and text direction",
        "Email and SMS notification choices",
        "Password, two-factor, phone, email and active sessions",
      ]}
      actions={[]}
    />
  );
}
