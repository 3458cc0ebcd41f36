import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { addDays } from "../../../app/shared/dates.ts";
import * as checkout from "../../../app/routes/bookings/checkout.tsx";
import * as receipt from "../../../app/routes/user/receipt.tsx";
import { bookings } from "../../../db/schema/index.ts";
import { createListing, createUser, type TestListing, type TestUser } from "../../helpers/factories.ts";
import { bookToCheckout, payCheckoutForm } from "../../helpers/bookings.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, getRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });
const today = () => new Date().toISOString().slice(0, 10);

describeWithPlatform(
  "checkout action (demo payments)",
  (t) => {
    let ada: TestUser;
    let bob: TestUser;
    let stay: TestListing;
    const db = () => t().platform.database.db;
    let week = 0;
    /** Books through the booking action: in the demo mode it answers the checkout. */
    const book = () => bookToCheckout(t(), ada.cookie, stay.slug, addDays(today(), 60 + 7 * week++));
    const pay = (id: string, cardNumber: string, cookie = ada.cookie, extra: Fields = {}) =>
      payCheckoutForm(t(), id, cardNumber, cookie, extra);

    beforeAll(async () => {
      ada = await createUser(t());
      bob = await createUser(t());
      stay = await createListing(db(), { instantBook: true });
    });

    it("the page: the traveller's own checkout only; someone else's or garbage is a 404", async () => {
      const id = await book();
      const page = await call(
        checkout.loader,
        getRequest(`/hotels/checkout?booking=${id}`, { cookie: ada.cookie }),
        t().context(),
      );
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({ page: { status: "awaiting_payment", kind: "charge" } });
      for (const [path, cookie] of [
        [`/hotels/checkout?booking=${id}`, bob.cookie],
        ["/hotels/checkout?booking=nope", ada.cookie],
      ] as const)
        expect((await call(checkout.loader, getRequest(path, { cookie }), t().context())).status).toBe(404);
    });

    it("a number that is no test card → 400, kept; a declined card → 402 with why; then paid once → the confirmation", async () => {
      const id = await book();
      const wrong = await pay(id, "1234 5678");
      expect(wrong.status).toBe(400);
      expect(wrong.data).toMatchObject({ number: "1234 5678", error: "Enter a card number of 16 digits." });
      const declined = await pay(id, "4000 0000 0000 0002");
      expect(declined.status).toBe(402);
      expect(declined.data).toMatchObject({ error: "Your card was declined. Try another card." });
      expect((await pay(id, "4242424242424242", bob.cookie)).status).toBe(404);
      const [first, second] = await Promise.all([pay(id, "4242424242424242"), pay(id, "4242424242424242")]);
      expect(first.location).toBe(`/hotels/confirm?booking=${id}`);
      expect(second.location).toBe(`/hotels/confirm?booking=${id}`);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(row!.status).toBe("confirmed");
      const receiptPage = await call(
        receipt.loader,
        getRequest(`/user/bookings/${id}/receipt`, { cookie: ada.cookie }),
        t().context(),
      );
      expect(receiptPage.data).toMatchObject({
        receipt: { netCents: row!.totalCents, lines: [{ kind: "charge", month: null }] },
      });
    });

    it("the bank step: asked for, refused with words, then confirmed", async () => {
      const id = await book();
      const asked = await pay(id, "4000002760003184");
      expect(asked.status).toBe(402);
      expect(asked.data).toMatchObject({ askBank: true });
      const refused = await pay(id, "4000002760003184", ada.cookie, { authenticated: "refused" });
      expect(refused.data).toMatchObject({
        askBank: false,
        error: expect.stringMatching(/^You did not confirm/),
      });
      const confirmed = await pay(id, "4000002760003184", ada.cookie, { authenticated: "approved" });
      expect(confirmed.location).toBe(`/hotels/confirm?booking=${id}`);
    });
  },
  { PAYMENTS_MODE: "demo" },
);
