import crypto from "node:crypto";
import http from "node:http";
import type { Page } from "@playwright/test";
import {
  expect as baseExpect,
  expectAccessible,
  freshPage,
  linkIn,
  PASSWORD,
  randomIp,
  signedInUser,
  test,
  uniqueEmail,
  waitForEmail,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";
import sharp from "sharp";

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A real JPEG of the given colour, large enough for a listing photo. */
async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Saves the step on screen and waits for the next one. */
async function saveAndContinue(page: Page, next: string) {
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next);
}

test("a new owner lists a home from 'List your home', publishes it, a traveller finds and books it; snooze hides it; nobody else can edit it", async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page, { expectedHttpErrors: true });
  const tag = crypto.randomBytes(3).toString("hex");
  const title = `Lakeside cabin with a fenced garden ${tag}`;

  // A visitor: "List your home" leads through sign-up, the confirmation link and sign-in to the editor.
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "List your home" }).first().click();
  await expect(page).toHaveURL(/\/sign-up\?redirectedFrom=%2Fhost%2Flistings%2Fnew$/);
  const email = uniqueEmail("owner");
  await page.getByLabel("First name").fill("Olive");
  await page.getByLabel("Last name").fill("Owner");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/email-sent\?redirectedFrom=%2Fhost%2Flistings%2Fnew$/);
  const mail = await waitForEmail(email, /Confirm your email/);
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email is confirmed");
  await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/host\/listings\/new$/);

  // 1. Place.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Place");
  await page.getByLabel("Property type").selectOption("cabin");
  await page.getByLabel("Street and number").fill("4 Shore Road");
  await page.getByLabel("City").fill("Bayfield");
  await page.getByLabel("State, province or region").fill("Wisconsin");
  await page.getByLabel("Postcode").fill("54814");
  await page.getByLabel("Latitude").fill("46.81");
  await page.getByLabel("Longitude").fill("-90.82");
  await saveAndContinue(page, "Space");
  const listingId = /\/host\/listings\/(\d+)\//.exec(page.url())![1]!;

  // 2. Space.
  await page.getByLabel("Guests").fill("4");
  await page.getByLabel("Bedrooms").fill("2");
  await page.getByLabel("Beds").fill("3");
  await page.getByLabel("Bathrooms").fill("1");
  await page.getByRole("checkbox", { name: "Fast wifi" }).check();
  await saveAndContinue(page, "Photos");

  // 3. Photos.
  await addPhotos(page);
  await page
    .getByRole("link", { name: /Continue|Next/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pets");

  // 4. Pets, with the live preview of what travellers will read.
  await page.getByRole("checkbox", { name: "Dogs" }).check();
  await page.getByLabel("Most pets per stay").fill("2");
  await page.getByLabel(/^Pet fee/).fill("25");
  // No nightly rate yet (step 6): the example prices the pet fee and says where the total comes from.
  await expect(page.getByTestId("example-pet-price")).toContainText(
    "once you set a nightly rate in the Pricing step",
  );
  await saveAndContinue(page, "Description");

  // 5. Description.
  await page.getByLabel("Title").fill(title);
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill(
      "A warm cabin on the lake shore with a fully fenced garden, a dog door to the porch and a trail to the water where dogs can swim.",
    );
  await saveAndContinue(page, "Pricing");

  // 6. Pricing, with the preview for 3, 7 and 30 nights.
  await page.getByLabel("Nightly rate").fill("140");
  await page.getByLabel("Cleaning fee (optional)").fill("60");
  await expect(page.getByText("7 nights").first()).toBeVisible();
  await saveAndContinue(page, "Booking settings");

  // 7. Booking settings: instant book, two nights at least.
  await page.getByLabel("Booking", { exact: true }).selectOption("instant");
  await page.getByLabel("Minimum nights").fill("2");
  await saveAndContinue(page, "Review and publish");

  // 8. Review: nothing missing, publish.
  await expect(page.getByText("Everything is in place: ready to publish.")).toBeVisible();
  await page.getByRole("button", { name: "Publish listing" }).click();
  await expect(page.getByText("Published: travellers can find and book it now.")).toBeVisible();

  // Anyone finds it in search, and opens it.
  const visitor = await freshPage(browser);
  await visitor.goto(`${SEARCH}?where=Bayfield`);
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  const slug = new URL(visitor.url()).searchParams.get("listing")!;

  // A second user books it; the stay is theirs.
  const traveller = await freshPage(browser);
  await signedInUser(traveller, "guest");
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 40 + Math.floor(Math.random() * 200));
  await traveller.goto(
    `/hotels/booking?listing=${slug}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=2&children=0&pets=1`,
  );
  await traveller.getByLabel("Name").fill("Biscuit");
  await traveller.getByLabel("Species").selectOption("dog");
  await traveller.getByLabel("Breed").fill("Beagle");
  await traveller.getByLabel("Weight (lb)").fill("25");
  await traveller.getByLabel("Contact phone").fill("+1 415 555 0100");
  await traveller.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await traveller.getByRole("button", { name: "Confirm and book" }).click();
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");
  await expect(traveller.getByText(title).first()).toBeVisible();

  // Snoozed: gone from search, the page answers 404 to others and a preview to its owner.
  await page.goto(`/host/listings/${listingId}/review`);
  await page.getByRole("button", { name: "Snooze" }).click();
  await expect(page.getByText("Snoozed: hidden from search until you turn it back on.")).toBeVisible();
  await visitor.goto(`${SEARCH}?where=Bayfield`);
  await expect(visitor.getByRole("link", { name: title })).toHaveCount(0);
  const hidden = await visitor.goto(`/hotels/detail?listing=${slug}`);
  expect(hidden?.status()).toBe(404);
  await page.goto(`/hotels/detail?listing=${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Another signed-in user cannot open the editor: 404.
  for (const path of [`/host/listings/${listingId}/space`, `/host/listings/${listingId}/review`]) {
    const answer = await traveller.goto(path);
    expect(answer?.status()).toBe(404);
  }
  await traveller.context().close();
  await visitor.context().close();
  expect(problems).toEqual([]);
});

test("the editor keeps what was typed when a step is refused, and a draft can be left and resumed", async ({
  signedIn: { page },
}) => {
  await page.goto("/host/listings/new");
  await page.getByLabel("City").fill("Duluth");
  await page.getByLabel("Latitude").fill("123");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText(/latitude/i).first()).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Duluth");
  await page.getByLabel("Street and number").fill("9 Canal Park");
  await page.getByLabel("State, province or region").fill("Minnesota");
  await page.getByLabel("Postcode").fill("55802");
  await page.getByLabel("Latitude").fill("46.78");
  await page.getByLabel("Longitude").fill("-92.1");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Space");

  // Left for later: the listings page shows the draft and what it still needs, and resumes it.
  await page.goto("/host/listings");
  await whenHydrated(page);
  // A draft in the list: a state the accessibility spec does not reach.
  await expectAccessible(page);
  await page
    .getByRole("link", { name: /Edit untitled listing/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Space");
});

/** Step 3: five photos through the file input (each with its own progress), reordered, a cover chosen. */
test("an upload from someone not signed in is answered 401 before its body is read", async () => {
  // Headers and the first 256 kB of a large declared body, then nothing more: the answer must
  // come without the rest (a server that read the body first would wait for it for ever).
  const port = Number(process.env.E2E_PORT ?? 3210);
  const startUpload = (path: string, declared: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: "localhost",
        port,
        path,
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=----x",
          "content-length": declared,
          origin: `http://localhost:${port}`,
          "x-forwarded-for": randomIp(),
        },
      });
      request.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
      });
      request.write(Buffer.alloc(256 * 1024, 7));
    });
  for (const [path, declared] of [
    ["/host/listings/1/photos", 63 * 1024 * 1024],
    ["/api/host/listings/1/photos", 15 * 1024 * 1024],
    ["/api/profile/avatar", 5 * 1024 * 1024],
  ] as const) {
    const answer = await startUpload(path, declared);
    expect(answer.status, path).toBe(401);
    expect(answer.body, path).toMatch(/sign in/i);
  }
});

async function addPhotos(page: Page) {
  await whenHydrated(page);
  const files = await Promise.all([0, 1, 2, 3, 4].map((i) => photo(`room-${i}.jpg`, 40 * i)));
  // The first file's answer is held back a second: were files sent side by side, the second would
  // land first and become the cover.
  let held = false;
  await page.route("**/api/host/listings/*/photos", async (route) => {
    if (!held) {
      held = true;
      const answer = await route.fetch();
      await new Promise((done) => setTimeout(done, 1_000));
      return route.fulfill({ response: answer });
    }
    return route.continue();
  });
  await page.getByLabel("Add photos").setInputFiles(files);
  const photos = page.getByRole("listitem", { name: /^Photo \d of 5/ });
  await expect(photos).toHaveCount(5);
  await expect(page.getByRole("listitem", { name: "Photo 1 of 5, the cover" })).toBeVisible();
  // In the order chosen, whatever order the uploads finished in: each file's red grows with its
  // place (0, 40, … 160), read back from the pictures the page shows.
  const reds: number[] = [];
  for (const src of await photos
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))) {
    const shown = await page.request.get(src);
    reds.push((await sharp(await shown.body()).stats()).channels[0]!.mean);
  }
  expect(reds, `the photos' red, in the grid's order: ${reds.map(Math.round).join(", ")}`).toEqual(
    [...reds].sort((a, b) => a - b),
  );

  // A caption becomes the photo's text alternative.
  await page.getByLabel("Caption for photo 2").fill("Fenced garden, gate latches");
  await page.getByLabel("Caption for photo 2").press("Enter");
  await expect(page.getByRole("img", { name: "Fenced garden, gate latches" })).toBeVisible();

  // Keyboard reordering: focus the handle, Space, an arrow, Space.
  const handle = page
    .getByRole("listitem", { name: /^Photo 2 of 5/ })
    .getByRole("button", { name: "Move photo 2 (Fenced garden, gate latches)", exact: true });
  // Each key waits for what a screen reader hears, then for two frames: the drag measures the photos
  // (and their places for the arrows) in effects after it announces, and an arrow pressed 43 ms after
  // the pick-up, on a loaded CI machine, found nothing measured yet and was lost.
  const announced = async (text: string) => {
    await expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  };
  await handle.focus();
  await page.keyboard.press("Space");
  // Picked up, then "over" its own place: the drag has measured the photos.
  await announced("The photo would move to position 2 of 5.");
  await page.keyboard.press("ArrowLeft");
  await announced("The photo would move to position 1 of 5, the cover.");
  await page.keyboard.press("Space");
  await announced("Photo dropped at position 1 of 5, the cover.");
  await expect(
    page
      .getByRole("listitem", { name: "Photo 1 of 5, the cover" })
      .getByRole("img", { name: "Fenced garden, gate latches" }),
  ).toBeVisible();

  // And a plain button makes another the cover.
  await page
    .getByRole("listitem", { name: /^Photo 3 of 5/ })
    .getByRole("button", { name: /^Make .* the cover$/ })
    .click();
  await expect(
    page
      .getByRole("listitem", { name: /^Photo 2 of 5/ })
      .getByRole("img", { name: "Fenced garden, gate latches" }),
  ).toBeVisible();
  // Five photos with captions in the manager: a state the accessibility spec does not reach.
  await expectAccessible(page);
}
