import crypto from "node:crypto";
import { expect, randomIp, SITE, test, whenHydrated } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

/**
 * What the public stay page sends over HTTP (its HTML and its `.data`), to anyone: never the
 * street, postcode, exact spot, check-in instructions, calendar token or the owner's email. And a
 * new calendar link revokes the old one for good, since no page ever published either.
 */
test("a stay's page and its .data carry nothing private; its owner cannot book it; a new calendar link revokes the old one", async ({
  signedIn: { page, email: ownerEmail },
  playwright,
  baseURL,
}) => {
  const tag = crypto.randomBytes(3).toString("hex");
  const origin = SITE;
  const secret = {
    street: `77 Brindlewood Terrace ${tag}`,
    postcode: `ZX4 ${tag}`,
    instructions: `The key is in the green lockbox, code 4411${tag}`,
    latitude: "45.512794",
    longitude: "-122.679565",
  };
  const made = await page.request.post("/__test/listings", {
    headers: { origin },
    data: {
      title: `Brindlewood loft ${tag}`,
      city: "Portland",
      region: "Oregon",
      neighborhood: "Pearl District",
      address: secret.street,
      postcode: secret.postcode,
      checkInInstructions: secret.instructions,
      latitude: Number(secret.latitude),
      longitude: Number(secret.longitude),
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const listing = (await made.json()) as { id: number; slug: string };

  // The owner cannot book their own home: the booking page says so (403) and points to the calendar.
  const own = await page.goto(`/hotels/booking?listing=${listing.slug}`);
  expect(own!.status()).toBe(403);
  await expect(page.getByText("This is your own home, so you can't book it.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Open the calendar of/ })).toHaveAttribute(
    "href",
    `/host/listings/${listing.id}/calendar`,
  );
  await expect(page.getByRole("button", { name: /Confirm and book|Send the request/ })).toHaveCount(0);

  // The owner's export link, from the sync page.
  await page.goto(`/host/listings/${listing.id}/calendar-sync`);
  await whenHydrated(page);
  const field = page.getByRole("textbox", { name: "Your calendar link, to copy" });
  const firstLink = await field.inputValue();
  const token = /\/calendar\/([^/]+)\.ics$/.exec(firstLink)![1]!;

  const anonymous = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const stayPath = `/hotels/detail?listing=${listing.slug}`;
  const answers = {
    html: await anonymous.get(stayPath),
    data: await anonymous.get(`/hotels/detail.data?listing=${listing.slug}`),
    map: await anonymous.get(`/api/stays/map?where=Portland`),
  };
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.status(), name).toBe(200);
    const body = await answer.text();
    for (const [what, value] of Object.entries({ ...secret, token, ownerEmail }))
      expect(body.includes(value), `${name} carries the ${what}`).toBe(false);
  }
  // The page itself is whole: its title, the area, the neighbourhood.
  const html = await answers.html.text();
  expect(html).toContain(`Brindlewood loft ${tag}`);
  expect(html).toContain("Pearl District");

  // A new link: the old one answers 404 at once, the new one works, and neither is on the page.
  await page.getByText("Get a new link").click();
  await page.getByRole("button", { name: "Replace the link" }).click();
  await expect(field).not.toHaveValue(firstLink);
  const secondLink = await field.inputValue();
  expect((await anonymous.get(new URL(firstLink).pathname)).status()).toBe(404);
  expect((await anonymous.get(new URL(secondLink).pathname)).status()).toBe(200);
  const after = await (await anonymous.get(`/hotels/detail.data?listing=${listing.slug}`)).text();
  expect(after).not.toContain(/\/calendar\/([^/]+)\.ics$/.exec(secondLink)![1]!);
  await anonymous.dispose();
});
