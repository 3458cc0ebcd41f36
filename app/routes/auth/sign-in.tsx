import { PlannedPage } from "~/ui/page";
import { pageMeta } from "~/site";

export const meta = () => pageMeta("Sign in", "Sign in to book pet-friendly stays and manage your trips.");

export default function Page() {
  return (
    <PlannedPage
      eyebrow="Welcome back"
      title="Sign in"
      lead="Sign in with your email and password to book stays and manage your trips."
      features={[
        "Email and password, with \u201cremember me\u201d",
        "Two-factor sign-in when you have it on",
        "A link to reset a forgotten password",
      ]}
      actions={[
        { to: "/sign-up", label: "Create an account" },
        { to: "/forgot-password", label: "Forgot password" },
      ]}
    />
  );
}
