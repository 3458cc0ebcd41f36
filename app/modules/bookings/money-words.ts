import type { Voice } from "../../i18n/voice.ts";
import type { RefundRule, Settlement } from "./cancellation.ts";

/**
 * What a cancellation meant in money, said to one person in their language (decision 3855): the
 * notice is composed per recipient, so the sentence is a function of the recipient's voice, not
 * English text placed into a translated notice. Amounts stay in the booking's currency.
 */
export type MoneySaid = (v: Voice) => string;

export const nothingSaid: MoneySaid = () => "";

/** One message of `notice.money`. */
const said = (v: Voice, key: string, values?: Record<string, string>) => v.notice(`money.${key}`, values);

/** The traveller's own cancellation: what was paid, what comes back or is owed, and the rule that applied. */
export function guestCancelledMoney(
  settlement: Pick<Settlement, "paidCents" | "backCents" | "oweCents">,
  currency: string,
  totalCents: number,
  viaCard: boolean,
  rule: RefundRule,
): MoneySaid {
  return (v) => {
    const money = (cents: number) => v.money(cents, currency, true);
    const { paidCents, backCents, oweCents } = settlement;
    const amounts = {
      paid: money(paidCents),
      back: money(backCents),
      owe: money(oweCents),
      total: money(totalCents),
    };
    const key =
      paidCents === 0 && oweCents === 0
        ? "nothingPaid"
        : paidCents === 0
          ? "nothingPaidOwe"
          : oweCents > 0
            ? "paidOwe"
            : backCents === 0
              ? "paidNoneBack"
              : viaCard
                ? "paidCardBack"
                : "paidBack";
    return `${said(v, key, amounts)} ${said(v, `rule.${rule}`)}`;
  };
}

/** The owner's cancellation told to the traveller: what comes back is only what they had paid. */
export function ownerCancelledMoney(paidCents: number, currency: string): MoneySaid {
  return (v) =>
    paidCents === 0
      ? said(v, "ownerNothingPaid")
      : said(v, "ownerPaysBack", { amount: v.money(paidCents, currency, true) });
}

/** The site's cancellation told to the traveller: the refund the operator chose, or none. */
export function siteCancelledMoney(refundCents: number, currency: string): MoneySaid {
  return (v) =>
    refundCents > 0
      ? said(v, "siteRefund", { amount: v.money(refundCents, currency, true) })
      : said(v, "siteNoRefund");
}

/** A request cancelled with its card hold open, told to the owner. */
export const holdReleasedToOwner: MoneySaid = (v) => said(v, "holdReleased");
