import { renderEmail, type MailMessage } from "~/platform/mail.server";

/** The accounts emails: one branded layout (renderEmail), absolute links only. */
export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your email address",
    ...renderEmail({
      preheader: "One click to finish creating your account.",
      heading: `Welcome${name ? `, ${name}` : ""}`,
      paragraphs: [
        "Thanks for joining Pet Friendly Rentals by Owner. Confirm that this is your email address to finish creating your account.",
        "The link works for 24 hours.",
      ],
      action: { label: "Confirm my email", url },
      footnote:
        "If you did not create an account, you can ignore this email: nothing happens without the link.",
    }),
  };
}

export function changeEmailConfirmation(to: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your new email address",
    ...renderEmail({
      preheader: "Confirm the move of your account to this address.",
      heading: "Confirm your new email address",
      paragraphs: [
        "You asked to use this address for your Pet Friendly Rentals by Owner account. Confirm it and we will send everything here from now on.",
        "The link works for 24 hours. Until you open it, your account keeps its current address.",
      ],
      action: { label: "Confirm this address", url },
      footnote: "If you did not ask for this, ignore this email and nothing changes.",
    }),
  };
}

export function changeEmailNotice(to: string, newEmail: string, appUrl: string): MailMessage {
  return {
    to,
    subject: "Your email address is being changed",
    ...renderEmail({
      preheader: "A request to move your account to another address.",
      heading: "A change of email address was requested",
      paragraphs: [
        `Someone signed in to your account asked to change its email address to ${newEmail}. The change happens only when the link we sent to that address is opened.`,
        "If this was you, there is nothing to do. If it was not, change your password now and end your other sessions from your settings.",
      ],
      action: { label: "Reset my password", url: `${appUrl}/forgot-password` },
    }),
  };
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: "Reset your password",
    ...renderEmail({
      preheader: "Choose a new password for your account.",
      heading: "Choose a new password",
      paragraphs: [
        "We received a request to reset the password of your Pet Friendly Rentals by Owner account.",
        "The link works for one hour. Choosing a new password signs you out everywhere else.",
      ],
      action: { label: "Choose a new password", url },
      footnote: "If you did not ask for this, ignore this email: your password stays as it is.",
    }),
  };
}

export function passwordChangedEmail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: "Your password was changed",
    ...renderEmail({
      heading: "Your password was changed",
      paragraphs: [
        "The password of your Pet Friendly Rentals by Owner account was just changed, and your other sessions were signed out.",
        "If this was not you, reset your password right away.",
      ],
      action: { label: "Reset my password", url: `${appUrl}/forgot-password` },
    }),
  };
}

/** Sent when an account's failed sign-ins first reach the throttle: someone may be guessing its password. */
export function signInAttemptsEmail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: "Someone is trying to sign in to your account",
    ...renderEmail({
      preheader: "Several sign-ins with a wrong password, one after another.",
      heading: "Someone is trying to sign in to your account",
      paragraphs: [
        "There were several sign-ins to your Pet Friendly Rentals by Owner account with a wrong password, one after another. Until they stop, each new try has to wait a little longer, up to 15 minutes.",
        "If this was you, wait a moment and try again, or choose a new password. If it was not, your password kept them out: to be safe, choose a new one and turn on two-factor sign-in in your settings.",
      ],
      action: { label: "Choose a new password", url: `${appUrl}/forgot-password` },
      footnote:
        "You can still sign in as usual once the wait is over; nothing about your account has changed.",
    }),
  };
}

export function accountDeletedEmail(to: string, cancelledStays: number, appUrl: string): MailMessage {
  return {
    to,
    subject: "Your account is deleted",
    ...renderEmail({
      heading: "Your account is deleted",
      paragraphs: [
        "Your Pet Friendly Rentals by Owner account, profile, picture, wishlist and notifications are deleted.",
        cancelledStays > 0
          ? `${cancelledStays === 1 ? "Your upcoming stay was" : `Your ${cancelledStays} upcoming stays were`} cancelled and the owners told.`
          : "You had no upcoming stays to cancel.",
        "Records of past stays stay with their owners, as the law asks; reviews you wrote now show as written by a former guest.",
        "If you change your mind, you are welcome back any time with a new account.",
      ],
      action: { label: "Visit the site", url: appUrl },
    }),
  };
}
