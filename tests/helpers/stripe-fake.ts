import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local fake of Stripe's HTTP API (decision 3540), started by the tests, so the Stripe adapter is
 * tested through the official SDK (pointed here with its host, port and protocol options) and no
 * test reaches the internet. It takes form-encoded requests as the SDK sends them and answers the
 * objects and errors Stripe does, for the calls the site makes: customers, Express accounts and
 * account links, Checkout Sessions (paid by `payCheckout`, standing for the traveller on Stripe's
 * page), PaymentIntents (automatic and manual capture, off-session on saved cards), refunds,
 * transfers, payment methods. Idempotency as Stripe's: a key's first answer is replayed, a key
 * reused with other parameters is an idempotency_error. Faults on demand (`failNext`: a 503
 * before or after the work is done). Webhook events are made and signed with the SDK's own
 * test-header helper (`signedEvent`).
 *
 * A Checkout payment made with `setup_future_usage` keeps the card as a `pm_…` of its own on the
 * session's customer (its test card's behaviour remembered); an off-session charge of a kept card
 * for another customer is refused, as Stripe refuses it.
 *
 * Stripe's test payment methods: pm_card_visa pays; pm_card_chargeDeclined is declined;
 * pm_card_chargeDeclinedInsufficientFunds has no funds; pm_card_authenticationRequired asks for
 * 3-D Secure (refused when charged without the traveller).
 */

type Params = Record<string, unknown>;
type Obj = Record<string, unknown> & { id: string };

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const TEST_CARDS: Record<
  string,
  { brand: string; refuse?: { code: string; decline_code?: string; message: string } }
> = {
  pm_card_visa: { brand: "visa" },
  pm_card_chargeDeclined: {
    brand: "visa",
    refuse: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    refuse: {
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  pm_card_authenticationRequired: {
    brand: "visa",
    refuse: { code: "authentication_required", message: "This payment requires authentication." },
  },
};

class StripeFail extends Error {
  readonly status: number;
  readonly error: Record<string, unknown>;
  constructor(status: number, error: Record<string, unknown>) {
    super(String(error.message));
    this.status = status;
    this.error = error;
  }
}
const invalid = (message: string, code?: string, param?: string) =>
  new StripeFail(400, {
    type: "invalid_request_error",
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
const missing = (id: string) =>
  new StripeFail(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such object: '${id}'`,
  });

export interface Fault {
  method: string;
  path: RegExp;
  status: 503 | 500;
  /** `after`: the work is done, then the answer lost (a 503 on the way back); `before`: nothing done. */
  when: "before" | "after";
}

export class StripeFake {
  readonly secretKey = "sk_test_fake_local";
  readonly webhookSecret = "whsec_fakelocalsecret";
  readonly objects = new Map<string, Obj>();
  /** Every request as received: method, path, Idempotency-Key, and whether it was answered from the key. */
  readonly requests: {
    method: string;
    path: string;
    key: string | undefined;
    replayed: boolean;
    status: number;
  }[] = [];
  private readonly keys = new Map<string, { params: string; path: string; status: number; body: string }>();
  private faults: Fault[] = [];
  private server: http.Server | null = null;
  private sdk = new Stripe("sk_test_signing_only");
  private clock = () => Math.floor(Date.now() / 1000);
  url = "";

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => this.handle(req, body, res));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next request matching `method` and `path` fails with `status` (once). */
  failNext(fault: Fault) {
    this.faults.push(fault);
  }

  /** The objects of a kind ("payment_intent", "refund", "transfer"…). */
  all(object: string): Obj[] {
    return [...this.objects.values()].filter((o) => o.object === object);
  }

  get(id: string): Obj {
    const found = this.objects.get(id);
    if (!found) throw new Error(`fake stripe: no ${id}`);
    return found;
  }

  /** An id shaped like Stripe's: its prefix and letters and digits (`pi_3Nx…`). */
  private id(prefix: string) {
    return `${prefix}_${crypto.randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
  }

  private put<T extends Obj>(o: T): T {
    this.objects.set(o.id, o);
    return o;
  }

  private handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const key = req.headers["idempotency-key"] as string | undefined;
    const send = (status: number, payload: string, replayed = false) => {
      this.requests.push({ method, path: url.pathname, key, replayed, status });
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": this.id("req"),
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      res.end(payload);
    };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return send(
        401,
        JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }),
      );
    const params = method === "GET" ? parseForm(url.search.slice(1)) : parseForm(body);
    const faultAt = this.faults.findIndex((f) => f.method === method && f.path.test(url.pathname));
    const fault = faultAt >= 0 ? this.faults.splice(faultAt, 1)[0] : undefined;
    const unavailable = JSON.stringify({
      error: { type: "api_error", message: "Stripe is unavailable (fake 503)." },
    });
    if (fault?.when === "before") return send(fault.status, unavailable);

    if (method === "POST" && key) {
      const earlier = this.keys.get(key);
      if (earlier) {
        if (earlier.params !== body || earlier.path !== url.pathname)
          return send(
            400,
            JSON.stringify({
              error: {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
              },
            }),
          );
        if (fault) return send(fault.status, unavailable);
        return send(earlier.status, earlier.body, true);
      }
    }
    let status = 200;
    let payload: string;
    try {
      payload = JSON.stringify(this.route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeFail)) throw error;
      status = error.status;
      payload = JSON.stringify({ error: error.error });
    }
    if (method === "POST" && key)
      this.keys.set(key, { params: body, path: url.pathname, status, body: payload });
    if (fault) return send(fault.status, unavailable);
    send(status, payload);
  }

  private expand(o: Obj, params: Params): Obj {
    const wanted = (params.expand as string[] | undefined) ?? [];
    const out: Obj = { ...o };
    for (const field of wanted) {
      const ref = out[field];
      if (typeof ref === "string" && this.objects.has(ref)) out[field] = { ...this.objects.get(ref)! };
    }
    return out;
  }

  private route(method: string, path: string, p: Params): Obj {
    const m = (pattern: RegExp) => pattern.exec(path);
    let r: RegExpExecArray | null;
    const now = this.clock();
    if (method === "POST" && path === "/v1/customers")
      return this.put({
        id: this.id("cus"),
        object: "customer",
        email: p.email ?? null,
        metadata: p.metadata ?? {},
      });
    if (method === "POST" && path === "/v1/accounts") {
      if (p.type !== "express") throw invalid("The site makes Express accounts only.", undefined, "type");
      return this.put({
        id: `acct_${crypto.randomBytes(8).toString("hex")}`,
        object: "account",
        type: "express",
        email: p.email ?? null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: { transfers: "inactive" },
        metadata: p.metadata ?? {},
      });
    }
    if (method === "POST" && path === "/v1/account_links") {
      const account = this.objects.get(String(p.account));
      if (!account) throw missing(String(p.account));
      if (p.type !== "account_onboarding" || !p.refresh_url || !p.return_url)
        throw invalid("account_onboarding needs refresh_url and return_url");
      return {
        id: "",
        object: "account_link",
        created: now,
        expires_at: now + 300,
        url: `${this.url}/setup/e/${account.id}`,
      };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") return this.createSession(p, now);
    if ((r = m(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === "GET") {
      const session = this.objects.get(r[1]!);
      if (!session || session.object !== "checkout.session") throw missing(r[1]!);
      return this.expand(session, p);
    }
    if ((r = m(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)) && method === "POST") {
      const session = this.objects.get(r[1]!);
      if (!session) throw missing(r[1]!);
      if (session.status !== "open")
        throw invalid(`Only open sessions can be expired (this one is ${String(session.status)}).`);
      session.status = "expired";
      return session;
    }
    if (method === "POST" && path === "/v1/payment_intents") return this.createIntent(p);
    if ((r = m(/^\/v1\/payment_intents\/([^/]+)$/)) && method === "GET") {
      const intent = this.objects.get(r[1]!);
      if (!intent || intent.object !== "payment_intent") throw missing(r[1]!);
      return this.expand(intent, p);
    }
    if ((r = m(/^\/v1\/payment_intents\/([^/]+)\/capture$/)) && method === "POST") {
      const intent = this.objects.get(r[1]!);
      if (!intent) throw missing(r[1]!);
      if (intent.status !== "requires_capture")
        throw invalid(
          `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}.`,
          "payment_intent_unexpected_state",
        );
      const amount = p.amount_to_capture === undefined ? Number(intent.amount) : Number(p.amount_to_capture);
      if (!(amount > 0 && amount <= Number(intent.amount)))
        throw invalid("amount_to_capture is more than was authorised", undefined, "amount_to_capture");
      Object.assign(intent, { status: "succeeded", amount_received: amount, amount_capturable: 0 });
      Object.assign(this.get(String(intent.latest_charge)), { captured: true, amount_captured: amount });
      return intent;
    }
    if ((r = m(/^\/v1\/payment_intents\/([^/]+)\/cancel$/)) && method === "POST") {
      const intent = this.objects.get(r[1]!);
      if (!intent) throw missing(r[1]!);
      if (intent.status === "succeeded" || intent.status === "canceled")
        throw invalid(
          `This PaymentIntent could not be canceled because it has a status of ${String(intent.status)}.`,
          "payment_intent_unexpected_state",
        );
      Object.assign(intent, { status: "canceled", amount_capturable: 0 });
      return intent;
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = this.objects.get(String(p.payment_intent));
      if (!intent || intent.object !== "payment_intent") throw missing(String(p.payment_intent));
      const charge = this.get(String(intent.latest_charge));
      const left = Number(intent.amount_received) - Number(charge.amount_refunded);
      const amount = p.amount === undefined ? left : Number(p.amount);
      if (intent.status !== "succeeded")
        throw invalid("This PaymentIntent has no successful charge to refund.", "charge_not_refundable");
      if (!(amount > 0 && amount <= left))
        throw invalid(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          "amount_too_large",
          "amount",
        );
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      return this.put({
        id: this.id("re"),
        object: "refund",
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: charge.id,
        status: "succeeded",
        metadata: p.metadata ?? {},
      });
    }
    if (method === "POST" && path === "/v1/transfers") {
      const destination = this.objects.get(String(p.destination));
      if (!destination || destination.object !== "account") throw missing(String(p.destination));
      if (!destination.payouts_enabled)
        throw invalid(
          "Your destination account needs to have at least one of the following capabilities enabled: transfers",
          "insufficient_capabilities_for_transfer",
        );
      if (p.source_transaction !== undefined) {
        const charge = this.objects.get(String(p.source_transaction));
        if (!charge || charge.object !== "charge") throw missing(String(p.source_transaction));
        if (Number(p.amount) > Number(charge.amount_captured) - Number(charge.amount_refunded))
          throw invalid("Insufficient funds in the source transaction.", "insufficient_funds", "amount");
      }
      return this.put({
        id: this.id("tr"),
        object: "transfer",
        amount: Number(p.amount),
        currency: p.currency,
        destination: destination.id,
        source_transaction: p.source_transaction ?? null,
        transfer_group: p.transfer_group ?? null,
        metadata: p.metadata ?? {},
      });
    }
    if ((r = m(/^\/v1\/transfers\/([^/]+)\/reversals$/)) && method === "POST") {
      const transfer = this.objects.get(r[1]!);
      if (!transfer || transfer.object !== "transfer") throw missing(r[1]!);
      const amount = Number(p.amount ?? transfer.amount);
      const reversed = Number(transfer.amount_reversed ?? 0);
      if (amount > Number(transfer.amount) - reversed)
        throw invalid("Amount exceeds the transfer's amount not yet reversed.", "amount_too_large", "amount");
      transfer.amount_reversed = reversed + amount;
      transfer.reversed = transfer.amount_reversed === Number(transfer.amount);
      return this.put({
        id: this.id("trr"),
        object: "transfer_reversal",
        amount,
        currency: transfer.currency,
        transfer: transfer.id,
        metadata: p.metadata ?? {},
      });
    }
    if ((r = m(/^\/v1\/payment_methods\/([^/]+)\/attach$/)) && method === "POST") {
      if (!TEST_CARDS[r[1]!]) throw missing(r[1]!);
      const customer = this.objects.get(String(p.customer));
      if (!customer) throw missing(String(p.customer));
      return this.put({ id: r[1]!, object: "payment_method", type: "card", customer: customer.id });
    }
    throw new StripeFail(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  private createSession(p: Params, now: number): Obj {
    if (!p.customer || !this.objects.has(String(p.customer))) throw missing(String(p.customer));
    if (!p.success_url || !p.cancel_url) throw invalid("success_url and cancel_url are required");
    const expiresAt = Number(p.expires_at ?? now + 86_400);
    if (expiresAt < now + 30 * 60 - 5)
      throw invalid("expires_at must be at least 30 minutes from now", undefined, "expires_at");
    const item = (p.line_items as Params[] | undefined)?.[0];
    const price = item?.price_data as Params | undefined;
    if (p.mode === "payment" && (!price || !(Number(price.unit_amount) > 0)))
      throw invalid("line_items are required in payment mode");
    if (p.mode === "setup" && !p.currency)
      throw invalid("currency is required in setup mode", undefined, "currency");
    const id = `cs_test_${crypto.randomBytes(16).toString("hex")}`;
    return this.put({
      id,
      object: "checkout.session",
      mode: p.mode,
      status: "open",
      payment_status: p.mode === "setup" ? "no_payment_required" : "unpaid",
      url: `${this.url}/c/pay/${id}`,
      customer: p.customer,
      client_reference_id: p.client_reference_id ?? null,
      amount_total: p.mode === "payment" ? Number(price!.unit_amount) * Number(item!.quantity ?? 1) : null,
      currency: (price?.currency as string | undefined) ?? p.currency,
      payment_intent: null,
      setup_intent: null,
      expires_at: expiresAt,
      metadata: p.metadata ?? {},
      success_url: p.success_url,
      payment_intent_data: p.payment_intent_data ?? {},
    });
  }

  private newIntent(input: {
    amount: number;
    currency: string;
    customer: unknown;
    paymentMethod: string;
    capture: "automatic" | "manual";
    extra: Params;
  }): Obj {
    const chargeId = this.id("ch");
    const intent = this.put({
      id: this.id("pi"),
      object: "payment_intent",
      amount: input.amount,
      currency: input.currency,
      customer: input.customer ?? null,
      payment_method: input.paymentMethod,
      capture_method: input.capture,
      status: input.capture === "manual" ? "requires_capture" : "succeeded",
      amount_capturable: input.capture === "manual" ? input.amount : 0,
      amount_received: input.capture === "manual" ? 0 : input.amount,
      latest_charge: chargeId,
      transfer_group: input.extra.transfer_group ?? null,
      metadata: input.extra.metadata ?? {},
    });
    this.put({
      id: chargeId,
      object: "charge",
      amount: input.amount,
      amount_captured: input.capture === "manual" ? 0 : input.amount,
      amount_refunded: 0,
      captured: input.capture !== "manual",
      payment_intent: intent.id,
    });
    return intent;
  }

  private createIntent(p: Params): Obj {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid("Amount must be at least 50 cents", "amount_too_small", "amount");
    const pm = String(p.payment_method ?? "");
    // A card kept from a Checkout payment: Stripe charges it only for the customer it belongs to.
    const kept = this.objects.get(pm);
    const card = TEST_CARDS[pm] ?? (kept?.test_card ? TEST_CARDS[String(kept.test_card)] : undefined);
    if (!card) throw missing(pm);
    if (kept?.test_card && kept.customer !== p.customer)
      throw invalid(
        `The provided PaymentMethod ${pm} does not belong to the Customer ${String(p.customer)}.`,
        undefined,
        "payment_method",
      );
    if (p.confirm !== "true" || p.off_session !== "true")
      throw invalid("The site confirms saved cards off-session only.");
    if (card.refuse) {
      // Stripe answers a refused confirmation with a 402 card_error naming the PaymentIntent.
      const intent = this.put({
        id: this.id("pi"),
        object: "payment_intent",
        amount,
        currency: p.currency,
        status:
          card.refuse.code === "authentication_required" ? "requires_action" : "requires_payment_method",
        payment_method: pm,
        metadata: p.metadata ?? {},
      });
      throw new StripeFail(402, { type: "card_error", ...card.refuse, payment_intent: intent });
    }
    return this.newIntent({
      amount,
      currency: String(p.currency),
      customer: p.customer,
      paymentMethod: pm,
      capture: p.capture_method === "manual" ? "manual" : "automatic",
      extra: p,
    });
  }

  /**
   * The traveller on Stripe's page: pays (or saves the card) with a test card. A refused card
   * leaves the session open, as Stripe's page does (the traveller may try another); answers the
   * session as Stripe would send it in `checkout.session.completed`.
   */
  payCheckout(
    sessionId: string,
    paymentMethod = "pm_card_visa",
  ): { ok: true; session: Obj } | { ok: false; code: string } {
    const session = this.get(sessionId);
    if (session.status !== "open")
      throw new Error(`fake stripe: session ${sessionId} is ${String(session.status)}`);
    const card = TEST_CARDS[paymentMethod];
    if (!card) throw new Error(`fake stripe: no test card ${paymentMethod}`);
    if (card.refuse && card.refuse.code !== "authentication_required")
      return { ok: false, code: card.refuse.decline_code ?? card.refuse.code };
    if (session.mode === "setup") {
      const setup = this.put({
        id: this.id("seti"),
        object: "setup_intent",
        status: "succeeded",
        payment_method: paymentMethod,
        customer: session.customer,
      });
      this.put({ id: paymentMethod, object: "payment_method", type: "card", customer: session.customer });
      Object.assign(session, { status: "complete", setup_intent: setup.id });
    } else {
      const data = session.payment_intent_data as Params;
      // `setup_future_usage`: the card entered is kept on the customer as a card of its own
      // (`pm_…`, its test behaviour remembered), as Stripe's page does.
      const keep = data.setup_future_usage === "off_session";
      const method = keep
        ? this.put({
            id: this.id("pm"),
            object: "payment_method",
            type: "card",
            customer: session.customer,
            test_card: paymentMethod,
          }).id
        : paymentMethod;
      const intent = this.newIntent({
        amount: Number(session.amount_total),
        currency: String(session.currency),
        customer: session.customer,
        paymentMethod: method,
        capture: data.capture_method === "manual" ? "manual" : "automatic",
        extra: data,
      });
      if (keep) intent.setup_future_usage = "off_session";
      Object.assign(session, {
        status: "complete",
        payment_status: data.capture_method === "manual" ? "unpaid" : "paid",
        payment_intent: intent.id,
      });
    }
    return { ok: true, session: { ...session } };
  }

  /** Seven days pass: Stripe lets an uncaptured hold go by itself. */
  expireHold(intentId: string) {
    const intent = this.get(intentId);
    if (intent.status !== "requires_capture") throw new Error(`fake stripe: ${intentId} holds nothing`);
    Object.assign(intent, { status: "canceled", cancellation_reason: "automatic", amount_capturable: 0 });
  }

  /** The owner finishes Stripe's hosted onboarding: the account may now receive transfers. */
  finishOnboarding(accountId: string): Obj {
    const account = this.get(accountId);
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { transfers: "active" },
    });
    return { ...account };
  }

  /** A webhook event about `object`, made at `created` (seconds), as Stripe would send it. */
  event(type: string, object: Record<string, unknown>, created = this.clock()) {
    return {
      id: `evt_${crypto.randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
  }

  /** An event's body and its Stripe-Signature header, signed with the SDK's test-header helper. */
  signed(event: object | string, options: { timestamp?: number; secret?: string } = {}) {
    const payload = typeof event === "string" ? event : JSON.stringify(event);
    const signature = this.sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return { payload, signature };
  }
}

export const startStripeFake = () => new StripeFake().start();
