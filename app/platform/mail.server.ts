import nodemailer from "nodemailer";
import { log } from "./log.server.ts";
import { writeOutbox } from "./outbox.server.ts";
import type { EmailFrame } from "../i18n/voice.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Small text attachments, e.g. a calendar file. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the outbox folder (DATA_DIR/outbox/email). */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        log.info("mail.sent", { subject: message.subject });
      },
    };
  }
  return {
    async send(message) {
      writeOutbox(options.dataDir, "email", { from: options.from, ...message });
      log.info("mail.outbox", { subject: message.subject });
    },
  };
}

const ENGLISH_FRAME: EmailFrame = {
  lang: "en",
  dir: "ltr",
  pasteLink: "Or paste this link into your browser:",
  tagline: "pet-friendly stays, straight from the owner",
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * One branded layout for every email, as HTML and plain text. Links must be
 * absolute (built from APP_URL) since mail clients have no base URL.
 */
export function renderEmail(content: {
  preheader?: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /**
   * The layout's own words and direction in the recipient's language (decision 3855); English
   * when not given. Built by `emailFrame` (app/i18n/voice.server.ts).
   */
  frame?: EmailFrame;
}): { html: string; text: string } {
  const frame = content.frame ?? ENGLISH_FRAME;
  const paragraphs = content.paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#44403c">${escapeHtml(p)}</p>`,
    )
    .join("");
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#78716c">${escapeHtml(frame.pasteLink)}<br><a href="${escapeHtml(content.action.url)}" style="color:#0f5e5a;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#78716c">${escapeHtml(content.footnote)}</p>`
    : "";
  const html = `<!doctype html><html lang="${escapeHtml(frame.lang)}" dir="${frame.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body dir="${frame.dir}" style="margin:0;background:#faf8f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Inter,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader ?? content.heading)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf8f5;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e7e2da;border-radius:20px">
<tr><td style="padding:28px 32px 0"><span style="display:inline-block;background:#0f5e5a;color:#fff;font-weight:700;border-radius:10px;padding:6px 10px;font-size:14px">Pet Friendly Rentals by Owner</span></td></tr>
<tr><td style="padding:24px 32px 32px"><h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#1c1917">${escapeHtml(content.heading)}</h1>${paragraphs}${action}${footnote}</td></tr>
</table>
<p style="font-size:12px;color:#78716c;margin:16px 0 0">Pet Friendly Rentals by Owner · ${escapeHtml(frame.tagline)}</p>
</td></tr></table></body></html>`;
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    "-- Pet Friendly Rentals by Owner",
  ].join("\n");
  return { html, text };
}
