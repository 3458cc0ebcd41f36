import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Update password", "Choose a new password.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Account help"
      title="Choose a new password"
      lead="Arrive here from the link in your reset email to choose a new password."
      features={["Your new password, twice", "Every other session signed out after the change"]}
      actions={[{ to: "/sign-in", label: "Back to sign in" }]}
    />
  );
}
