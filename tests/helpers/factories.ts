import crypto from "node:crypto";
import { expect } from "vitest";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "../../app/modules/accounts/auth.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import {
  createTestListing,
  createTestOwner,
  createTestStay,
  signedInTestUser,
  type ListingInput,
  type PetPolicyInput,
  type TestStay,
} from "../../app/routes/testing/test-data.server.ts";
import { owners, users } from "../../db/schema/index.ts";
import { TEST_APP_URL, type TestPlatform } from "./platform.ts";
import { randomClientIp } from "./requests.ts";

/**
 * The integration tests' test data, made by the same builders as the browser tests' hooks
 * (app/routes/testing/test-data.server.ts).
 */
export { createTestStay, type ListingInput, type PetPolicyInput };

/** A strong enough password for the site's rules (never a common one). */
export const TEST_PASSWORD = "tabby naps in the sun 42";

const unique = () => crypto.randomBytes(5).toString("hex");

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** `pfr.session_token=…`: put it on a Request's Cookie header to be this user. */
  cookie: string;
}

/** One request to Better Auth's own handler, as a browser on the site would send it. */
export async function authCall(t: TestPlatform, path: string, body?: unknown, cookie?: string) {
  const headers = new Headers({ origin: TEST_APP_URL, [CLIENT_IP_HEADER]: randomClientIp() });
  if (body !== undefined) headers.set("content-type", "application/json");
  if (cookie) headers.set("cookie", cookie);
  const url = path.startsWith("http") ? path : `${TEST_APP_URL}${AUTH_BASE_PATH}${path}`;
  return getAuth(t.platform).handler(
    new Request(url, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    }),
  );
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export const cookiesOf = (response: Response) => cookiePairs(response.headers);

function cookiePairs(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/**
 * A user signed up through Better Auth (its hooks make the profile) with a confirmed email, and
 * signed in: `cookie` carries the session.
 */
export async function createUser(
  t: TestPlatform,
  over: { email?: string; firstName?: string; lastName?: string; password?: string } = {},
): Promise<TestUser> {
  const firstName = over.firstName ?? "Ada";
  const lastName = over.lastName ?? "Lovelace";
  const email = over.email ?? `user-${unique()}@example.com`;
  const password = over.password ?? TEST_PASSWORD;
  const request = new Request(TEST_APP_URL, { headers: { [CLIENT_IP_HEADER]: randomClientIp() } });
  const made = await signedInTestUser(t.platform, request, {
    email,
    password,
    firstName,
    lastName,
    signedIn: true,
  });
  expect(made.ok, JSON.stringify(made.error)).toBe(true);
  const cookie = cookiePairs(made.headers);
  expect(cookie).toMatch(/pfr\.session_token=/);
  return { id: made.data!.user.id, cookie, email, password, firstName, lastName };
}

/** A fresh session for an existing user (another device). */
export async function signIn(t: TestPlatform, email: string, password = TEST_PASSWORD) {
  const response = await authCall(t, "/sign-in/email", { email, password });
  const body = (await response.json()) as { user?: { id: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  const cookie = cookiesOf(response);
  expect(cookie).toMatch(/pfr\.session_token=/);
  return { id: body.user!.id, cookie };
}

export interface TestListing {
  id: number;
  slug: string;
}

/**
 * A published house in Austin at $100 a night for 4 guests, welcoming two dogs or cats (its pet
 * policy made with it), with a unique slug unless one is given.
 */
export async function createListing(
  db: Database,
  input: Partial<ListingInput> = {},
  pet: PetPolicyInput = {},
): Promise<TestListing> {
  const slug = input.slug ?? `test-stay-${unique()}`;
  const id = await addListing(db, { ...input, slug }, pet);
  return { id, slug };
}

/** A listing (as `createTestListing`) with the slug the test names: its id. */
export async function addListing(
  db: Database,
  input: ListingInput & { slug: string },
  pet: PetPolicyInput = {},
) {
  return (await createTestListing(db, input, pet)).id;
}

/** A new owner without an account, for listings of their own. */
export const addOwner = createTestOwner;

/** A user row (no password: services are called directly), kept if it exists. */
export async function addAccount(db: Database, id: string) {
  await db
    .insert(users)
    .values({ id, name: `User ${id}`, email: `${id}@example.com` })
    .onConflictDoNothing();
}

/** A host account (a user with a host profile) and one published home of theirs in Bend. */
export async function addHostedHome(
  db: Database,
  hostId: string,
  slug: string,
  input: Partial<ListingInput> = {},
) {
  await addAccount(db, hostId);
  const [owner] = await db
    .insert(owners)
    .values({ name: "Maya", userId: hostId })
    .returning({ id: owners.id });
  const listingId = await addListing(db, { slug, ownerId: owner!.id, city: "Bend", ...input });
  return { ownerId: owner!.id, listingId };
}

/**
 * A booking made directly (createTestStay: any status, dates in the past allowed), on the given
 * listing or a new one: the way to get a completed stay to review or a confirmed one to cancel.
 */
export async function createBooking(
  db: Database,
  guestId: string,
  stay: Partial<TestStay> & Pick<TestStay, "checkIn" | "checkOut">,
): Promise<{ id: string; listing: string }> {
  const listing = stay.listing ?? (await createListing(db)).slug;
  return createTestStay(db, guestId, { status: "confirmed", ...stay, listing });
}
