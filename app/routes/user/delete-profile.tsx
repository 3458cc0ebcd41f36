import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Delete profile", "Delete your account.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Delete your profile"
      lead="What deleting your account removes, what it keeps, and the final confirmation."
      features={[
        "What is deleted: profile, picture, wishlist, notifications",
        "What is kept and why (bookings owners need for their records)",
        "Confirmation with your password",
      ]}
      actions={[]}
    />
  );
}
