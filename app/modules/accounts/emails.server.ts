import { emailFrame } from "~/i18n/voice.server";
import type { Voice } from "~/i18n/voice";
import { renderEmail, type MailMessage } from "~/platform/mail.server";

/**
 * The accounts emails: one branded layout (renderEmail), absolute links only, written in the
 * recipient's language (decision 3855): their saved choice, else the request's (a sign-up has none saved).
 */
function accountEmail(
  v: Voice,
  to: string,
  key: string,
  content: {
    paragraphs: string[];
    action: { label: string; url: string };
    heading?: string;
    preheader?: boolean;
    footnote?: boolean;
  },
): MailMessage {
  const say = (part: string) => v.email(`account.${key}.${part}`);
  return {
    to,
    subject: say("subject"),
    ...renderEmail({
      preheader: content.preheader ? say("preheader") : undefined,
      heading: content.heading ?? say("heading"),
      paragraphs: content.paragraphs,
      action: content.action,
      footnote: content.footnote ? say("footnote") : undefined,
      frame: emailFrame(v),
    }),
  };
}

/** Words several accounts emails share (`email.account`). */
const common = (v: Voice, key: string) => v.email(`account.${key}`);

export function verificationEmail(v: Voice, to: string, name: string, url: string): MailMessage {
  const say = (part: string, values?: Record<string, string>) => v.email(`account.verify.${part}`, values);
  return accountEmail(v, to, "verify", {
    preheader: true,
    footnote: true,
    heading: name ? say("headingNamed", { name }) : say("heading"),
    paragraphs: [say("body"), say("expiry")],
    action: { label: say("action"), url },
  });
}

export function changeEmailConfirmation(v: Voice, to: string, url: string): MailMessage {
  const say = (part: string) => v.email(`account.confirmNewEmail.${part}`);
  return accountEmail(v, to, "confirmNewEmail", {
    preheader: true,
    footnote: true,
    paragraphs: [say("body"), say("expiry")],
    action: { label: say("action"), url },
  });
}

export function changeEmailNotice(v: Voice, to: string, newEmail: string, appUrl: string): MailMessage {
  const say = (part: string, values?: Record<string, string>) =>
    v.email(`account.emailChanging.${part}`, values);
  return accountEmail(v, to, "emailChanging", {
    preheader: true,
    paragraphs: [say("body", { email: newEmail }), say("ifNotYou")],
    action: { label: common(v, "resetMyPassword"), url: `${appUrl}/forgot-password` },
  });
}

export function resetPasswordEmail(v: Voice, to: string, url: string): MailMessage {
  const say = (part: string) => v.email(`account.reset.${part}`);
  return accountEmail(v, to, "reset", {
    preheader: true,
    footnote: true,
    paragraphs: [say("body"), say("expiry")],
    action: { label: common(v, "chooseNewPassword"), url },
  });
}

export function passwordChangedEmail(v: Voice, to: string, appUrl: string): MailMessage {
  const say = (part: string) => v.email(`account.passwordChanged.${part}`);
  return accountEmail(v, to, "passwordChanged", {
    paragraphs: [say("body"), say("ifNotYou")],
    action: { label: common(v, "resetMyPassword"), url: `${appUrl}/forgot-password` },
  });
}

/** Sent when an account's failed sign-ins first reach the throttle: someone may be guessing its password. */
export function signInAttemptsEmail(v: Voice, to: string, appUrl: string): MailMessage {
  const say = (part: string) => v.email(`account.signInAttempts.${part}`);
  return accountEmail(v, to, "signInAttempts", {
    preheader: true,
    footnote: true,
    paragraphs: [say("body"), say("advice")],
    action: { label: common(v, "chooseNewPassword"), url: `${appUrl}/forgot-password` },
  });
}

export function accountDeletedEmail(
  v: Voice,
  to: string,
  cancelledStays: number,
  appUrl: string,
): MailMessage {
  const say = (part: string, values?: Record<string, number>) => v.email(`account.deleted.${part}`, values);
  return accountEmail(v, to, "deleted", {
    paragraphs: [
      say("body"),
      cancelledStays > 0 ? say("cancelled", { count: cancelledStays }) : say("noneCancelled"),
      say("records"),
      say("welcomeBack"),
    ],
    action: { label: say("action"), url: appUrl },
  });
}
