import { log } from "./log.server.ts";
import { writeOutbox } from "./outbox.server.ts";

export interface SmsMessage {
  to: string;
  text: string;
}

/** Text messages go through this interface; the local default writes DATA_DIR/outbox/sms. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export function createOutboxSms(dataDir: string): SmsSender {
  return {
    async send(message) {
      writeOutbox(dataDir, "sms", message);
      log.info("sms.outbox", {});
    },
  };
}

/**
 * A Twilio-compatible REST API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json
 * with a form body (To, From, Body) and HTTP basic auth (sid:token).
 */
export function createHttpSms(options: {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.apiUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  return {
    async send(message) {
      const response = await doFetch(endpoint, {
        method: "POST",
        headers: {
          Authorization: authorization,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        let detail = "";
        try {
          const body = (await response.json()) as { message?: string; code?: number };
          detail = body.message ? `: ${body.message}` : "";
        } catch {
          // not JSON: the status says enough
        }
        log.warn("sms.failed", { status: response.status });
        throw new Error(`The SMS provider answered ${response.status}${detail}`);
      }
      log.info("sms.sent", {});
    },
  };
}

/** The provider the settings choose: the HTTP API when configured, else the outbox. */
export function createSms(env: {
  DATA_DIR: string;
  SMS_API_URL: string;
  SMS_ACCOUNT_SID?: string;
  SMS_AUTH_TOKEN?: string;
  SMS_FROM?: string;
}): SmsSender {
  if (env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM) {
    return createHttpSms({
      apiUrl: env.SMS_API_URL,
      accountSid: env.SMS_ACCOUNT_SID,
      authToken: env.SMS_AUTH_TOKEN,
      from: env.SMS_FROM,
    });
  }
  return createOutboxSms(env.DATA_DIR);
}
