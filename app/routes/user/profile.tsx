import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Profile", "Your profile.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Profile"
      lead="Your name, username and profile picture."
      features={["First and last name, and a username", "A profile picture you can upload, crop or remove"]}
      actions={[]}
    />
  );
}
