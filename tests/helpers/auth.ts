import { createAuth, type Auth } from "../../app/modules/accounts/auth.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import type { SmsMessage } from "../../app/platform/sms.server.ts";

/**
 * Better Auth on a test database, made on first use (the database exists only once the suite has
 * started), with the email and text messages it sends kept in arrays the tests read.
 */
export function authWithOutbox(
  database: () => { db: Parameters<typeof createAuth>[0]["db"] },
  appUrl: string,
) {
  const mail: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  let auth: Auth | undefined;
  const getAuth = () =>
    (auth ??= createAuth({
      db: database().db,
      secret: "integration-secret-integration-secret-0123",
      appUrl,
      mailer: { send: async (m) => void mail.push(m) },
      sms: { send: async (m) => void texts.push(m) },
    }));
  return { mail, texts, getAuth };
}
