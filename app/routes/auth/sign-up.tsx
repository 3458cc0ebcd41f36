import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Sign up", "Create an account to book pet-friendly stays.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Join"
      title="Create your account"
      lead="An account lets you book stays, save a wishlist and keep your pets' details ready."
      features={[
        "First name, last name, email and a password",
        "A verification email to confirm your address",
      ]}
      actions={[{ to: "/sign-in", label: "I already have an account" }]}
    />
  );
}
