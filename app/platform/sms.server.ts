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
