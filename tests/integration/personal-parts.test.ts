import { expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { listings, owners } from "../../db/schema/index.ts";
import * as personal from "../../app/routes/api/personal.ts";
import { viewerFacts } from "../../app/frame/viewer.server.ts";
import { publicUser } from "../../app/frame/public-user.server.ts";
import { endSession, getCurrentSession } from "../../app/modules/accounts/accounts.server.ts";
import { isOperator } from "../../app/modules/accounts/operator-role.server.ts";
import { unreadMessageCount } from "../../app/modules/messages/threads.server.ts";
import { createNotification, unreadCount } from "../../app/modules/notifications/notifications.server.ts";
import { suspendUser } from "../../app/modules/operator/users.server.ts";
import { listPets, savePet } from "../../app/modules/pets/pets.server.ts";
import { saveToWishlist, savedListingSlugs } from "../../app/modules/wishlist/wishlist.server.ts";
import { createListing, createUser, signIn, type TestUser } from "../helpers/factories.ts";
import { describeWithPlatform } from "../helpers/platform.ts";
import { call, getRequest } from "../helpers/requests.ts";
import { countingDatabase } from "../helpers/statements.ts";
import { RouterContextProvider } from "react-router";
import { platformContext } from "../../app/platform/context.ts";

// Sign-ups hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

type Parts = {
  user: { name: string; email: string; unread: number } | null;
  saved: string[];
  own: string[];
  pets: unknown[];
};

/**
 * Decision 4050: GET /api/personal in two round trips (the session joined to its user, then one statement). Its one
 * statement says what the single-purpose queries say; a revoked session and a suspended account
 * answer nobody at once; a visitor without a session cookie costs no query at all.
 */
describeWithPlatform("the personal parts request (decision 4050)", (t) => {
  const partsOf = async (cookie?: string) => {
    const answer = await call(personal.loader, getRequest("/api/personal", { cookie }), t().context());
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    return answer.data as Parts;
  };

  it("answers from one statement what the single-purpose queries answer, field by field", async () => {
    const db = t().platform.database.db;
    const cleo: TestUser = await createUser(t(), { firstName: "Cleo", lastName: "Marchetti" });
    const stay = await createListing(db, { title: "Orchard cottage" });
    expect(await saveToWishlist(db, cleo.id, stay.slug)).toBe(true);
    await savePet(db, cleo.id, null, { name: "Biscuit", species: "dog" }, "2026-11-26");
    await savePet(db, cleo.id, null, { name: "Mochi", species: "cat" }, "2026-11-26");
    await createNotification(db, {
      userId: cleo.id,
      type: "booking_confirmed",
      title: "Hello",
      body: "A notice",
      email: false,
    });

    const facts = await viewerFacts(db, cleo.id, true);
    expect(facts).toMatchObject({
      unread: await unreadCount(db, cleo.id),
      unreadMessages: await unreadMessageCount(db, cleo.id),
      operator: await isOperator(db, cleo.id),
      saved: await savedListingSlugs(db, cleo.id),
    });
    expect(facts!.unread).toBe(1);
    expect(facts!.pets).toEqual(
      (await listPets(db, cleo.id)).map((pet) => ({ id: pet.id, name: pet.name, species: pet.species })),
    );
    expect(facts!.pets.map((pet) => pet.name)).toEqual(["Biscuit", "Mochi"]);

    // A home Cleo lists herself: the shared stay page hides "Contact the owner" for her.
    const mine = await createListing(db, { title: "Cleo's loft" });
    const [owner] = await db
      .insert(owners)
      .values({ name: "Cleo", userId: cleo.id })
      .returning({ id: owners.id });
    await db.update(listings).set({ ownerId: owner!.id }).where(eq(listings.id, mine.id));

    const parts = await partsOf(cleo.cookie);
    expect(Object.keys(parts).sort()).toEqual(["own", "pets", "saved", "user"]);
    expect(parts.own).toEqual([mine.slug]);
    expect(parts.saved).toEqual([stay.slug]);
    expect(parts.pets).toEqual(facts!.pets);
    // The header's user is the root loader's, field by field.
    const request = getRequest("/", { cookie: cleo.cookie });
    expect(parts.user).toEqual(JSON.parse(JSON.stringify(await publicUser(t().platform, request))));
    expect(parts.user).toMatchObject({ name: "Cleo Marchetti", email: cleo.email, unread: 1 });
  });

  it("asks the database twice: the session with its user, then everything else", async () => {
    const eli = await createUser(t(), { firstName: "Eli", lastName: "Brandt" });
    // The same platform on a handle that records each statement (a new platform: a Better Auth of its own).
    const counted = countingDatabase(t().platform.database);
    const platform = { ...t().platform, database: { ...t().platform.database, db: counted.db } };
    const context = new RouterContextProvider(new Map([[platformContext, platform]]));
    const answer = await call(personal.loader, getRequest("/api/personal", { cookie: eli.cookie }), context);
    expect((answer.data as Parts).user?.email).toBe(eli.email);
    expect(counted.statements).toHaveLength(2);
    expect(counted.statements[0]).toMatch(/from "sessions"/);
    expect(counted.statements[0]).toMatch(/"users"/);
  });

  it("answers nobody once the session is revoked, and once the account is suspended", async () => {
    const db = t().platform.database.db;
    const dana = await createUser(t(), { firstName: "Dana", lastName: "Okafor" });
    const second = (await signIn(t(), dana.email)).cookie;
    expect((await partsOf(dana.cookie)).user?.email).toBe(dana.email);
    expect((await partsOf(second)).user?.email).toBe(dana.email);

    const current = await getCurrentSession(t().platform, getRequest("/", { cookie: dana.cookie }));
    expect(await endSession(db, dana.id, current!.session.id)).toBe(true);
    expect(await partsOf(dana.cookie)).toEqual({ user: null, saved: [], own: [], pets: [] });
    expect((await partsOf(second)).user?.email).toBe(dana.email);

    const operator = await createUser(t(), { firstName: "Ola", lastName: "Staff" });
    const suspended = await suspendUser(
      db,
      { id: operator.id, email: operator.email },
      {
        userId: dana.id,
        reason: "test",
      },
    );
    expect(suspended.ok).toBe(true);
    expect(await partsOf(second)).toEqual({ user: null, saved: [], own: [], pets: [] });
  });

  it("answers a visitor without a session cookie at once, without asking the database", async () => {
    const db = t().platform.database.db;
    const spies = (["select", "execute"] as const).map((method) => vi.spyOn(db, method));
    try {
      expect(await partsOf()).toEqual({ user: null, saved: [], own: [], pets: [] });
      expect(await partsOf("pfr.theme=dark; pfr.locale=fr")).toEqual({
        user: null,
        saved: [],
        own: [],
        pets: [],
      });
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
