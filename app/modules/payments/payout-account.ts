import type { PaymentMode } from "./processor.ts";

/**
 * What an owner's payout account page says (decision 3520), pure: in stripe mode the state of
 * their Stripe Express account, in the other modes what the mode does with their money.
 */
export type PayoutAccountState =
  "not-an-owner" | "demo" | "direct" | "not-started" | "details-missing" | "under-review" | "ready";

export function payoutAccountState(input: {
  mode: PaymentMode;
  isOwner: boolean;
  account: { detailsSubmitted: boolean; payoutsEnabled: boolean } | null;
}): PayoutAccountState {
  if (input.mode === "demo") return "demo";
  if (input.mode === "direct") return "direct";
  if (!input.isOwner) return "not-an-owner";
  if (!input.account) return "not-started";
  if (input.account.payoutsEnabled) return "ready";
  return input.account.detailsSubmitted ? "under-review" : "details-missing";
}

export const PAYOUT_ACCOUNT_WORDS: Record<
  PayoutAccountState,
  { title: string; body: string; action?: string }
> = {
  "not-an-owner": {
    title: "List a home first",
    body: "Payouts are set up for owners: once you have listed a home, come back here to connect your bank account through Stripe.",
  },
  demo: {
    title: "Demo payments: nothing to set up",
    body: "This site runs demo payments: no real money moves. Your payouts are simulated and marked paid 24 hours after each check-in, less the site's commission; your earnings show each one.",
  },
  direct: {
    title: "Travellers pay you directly",
    body: "Payments don't go through this site: travellers pay you as your listing's payment terms say. There is no payout account to set up.",
  },
  "not-started": {
    title: "Set up payouts with Stripe",
    body: "Travellers pay the site by card; you are paid 24 hours after each check-in, less the site's commission, into the bank account you give Stripe. It takes a few minutes on Stripe's own pages. Until then, payouts that come due wait and are paid once you are set up.",
    action: "Set up payouts on Stripe",
  },
  "details-missing": {
    title: "Finish setting up payouts",
    body: "Stripe still needs some details from you before it can pay you. Payouts that come due wait and are paid once you are set up.",
    action: "Continue on Stripe",
  },
  "under-review": {
    title: "Stripe is checking your details",
    body: "You have sent Stripe everything it asked for; it is verifying it. Payouts that come due wait and are paid as soon as Stripe allows them. If Stripe asks for more, you can update your details.",
    action: "Review your details on Stripe",
  },
  ready: {
    title: "Payouts are on",
    body: "Stripe pays you 24 hours after each check-in, less the site's commission, into the bank account you gave it. You can change it on Stripe.",
    action: "Update your details on Stripe",
  },
};
