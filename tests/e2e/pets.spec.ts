import crypto from "node:crypto";
import { expect as baseExpect, person, savePet, signedInUser, SITE, test, whenHydrated } from "./fixtures.ts";

test.describe.configure({ timeout: 420_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// Far from other specs' dates; the homes are this test's own anyway.
const CHECK_IN = isoIn(150);
const CHECK_OUT = isoIn(157);

test("saved pets: search by them, badges and totals, reasons where they don't fit, book with them filled in", async ({
  page,
  browser,
}) => {
  // An owner with two homes in a town of their own: one takes a big dog and a cat, one does not.
  const tag = crypto.randomBytes(3).toString("hex");
  const town = `Pawston${tag}`;
  const host = await person(browser, "pet-host");
  const home = async (title: string, pet: Record<string, unknown>) => {
    const made = await host.page.request.post("/__test/listings", {
      headers: { origin: SITE },
      data: { title, city: town, region: "Vermont", instantBook: true, pet },
    });
    expect(made.ok()).toBe(true);
    return (await made.json()) as { slug: string; title: string };
  };
  const fits = await home(`Roomy farmhouse ${tag}`, {
    species: ["dog", "cat"],
    maxPets: 2,
    maxWeightLb: 100,
    petFeeCents: 5_000,
  });
  const tight = await home(`Small dog flat ${tag}`, { species: ["dog"], maxPets: 1, maxWeightLb: 40 });

  await signedInUser(page, "pet-owner");
  await savePet(page, { name: "Max", species: "dog", breed: "Labrador Retriever", weight: "38", unit: "kg" });
  await savePet(page, { name: "Luna", species: "cat", breed: "Siamese", weight: "9", unit: "lb" });
  await page.goto("/user/pets");
  const saved = page.getByRole("list", { name: "Saved pets" });
  await expect(saved.getByRole("heading", { level: 2 })).toHaveText(["Max", "Luna"]);
  await expect(saved.getByText("Dog · Labrador Retriever · 38 kg · 4 years")).toBeVisible();
  await expect(saved.getByText("Cat · Siamese · 9 lb · 4 years")).toBeVisible();

  // Search "my pets" (the page's link), in the owner's town and for dates.
  const mine = await page
    .getByRole("link", { name: "Find stays that take all of them" })
    .getAttribute("href");
  await page.goto(`${mine}&where=${town}&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}`);
  const results = page.getByRole("region", { name: "Results" });
  const card = results.locator("article", { hasText: fits.title });
  await expect(card.getByTestId("fit-badge")).toContainText("Fits Max and Luna");
  await expect(card.getByTestId("fit-badge")).toContainText("Includes $50 in pet fees");
  await expect(card.getByText(/total/)).toBeVisible();
  await expect(results.locator("article", { hasText: tight.title })).toHaveCount(0);
  // The filters know who was searched for.
  const filters = page.locator("form[aria-label='Filter stays']:visible");
  await expect(filters.getByRole("checkbox", { name: "Max (dog)" })).toBeChecked();
  await expect(filters.getByRole("checkbox", { name: "Luna (cat)" })).toBeChecked();

  // The home that does not fit, with every reason.
  const petQuery = new URL(mine!, "http://x").searchParams
    .getAll("pet")
    .map((id) => `pet=${id}`)
    .join("&");
  await page.goto(
    `/hotels/detail?listing=${tight.slug}&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&${petQuery}`,
  );
  const panel = page.getByTestId("fit-panel");
  await expect(panel).toContainText("This home can't take Max and Luna");
  await expect(panel.getByRole("list", { name: "Why not" }).getByRole("listitem")).toHaveText([
    "Max 1 pet — you're bringing 2",
    "No cats — dogs welcome",
    "Dogs up to 18.1 kg — Max is 38 kg",
  ]);

  // The home that fits: from its card, then book; the pets arrive filled in.
  await page.goto(`${mine}&where=${town}&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}`);
  await results.getByRole("link", { name: fits.title }).click();
  await expect(page.getByTestId("fit-panel")).toContainText("This home takes Max and Luna.");
  await expect(page.getByTestId("fit-panel")).toContainText("Pet fee for them: $50 for 7 nights.");
  await whenHydrated(page);
  await page.locator("#book").getByRole("button", { name: "Reserve" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your stay");
  const animal = (n: number) => page.getByRole("group", { name: `Animal ${n}` });
  await expect(animal(1).getByLabel("Name")).toHaveValue("Max");
  await expect(animal(1).getByLabel("Species")).toHaveValue("dog");
  await expect(animal(1).getByLabel("Weight (lb)")).toHaveValue("83.78");
  await expect(animal(2).getByLabel("Name")).toHaveValue("Luna");
  await expect(animal(2).getByLabel("Species")).toHaveValue("cat");
  await page.getByLabel("Contact phone").fill("+1 415 555 0100");
  await page.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await page.getByRole("button", { name: "Confirm and book" }).click();
  await expect(page).toHaveURL(/\/hotels\/confirm\?booking=/);
  await host.page.close();
});

test("a saved pet is added to the booking form with one click", async ({ page, browser }) => {
  const host = await person(browser, "pet-host2");
  const made = await host.page.request.post("/__test/listings", {
    headers: { origin: SITE },
    data: { instantBook: true, pet: { species: ["cat"], maxPets: 2 } },
  });
  const { slug } = (await made.json()) as { slug: string };
  await host.page.close();
  await signedInUser(page, "cat-person");
  await savePet(page, { name: "Mochi", species: "cat", breed: "Bengal", weight: "5", unit: "kg" });
  // A cat on a cats-only stay: chosen in the box as a cat, it stays a cat (and is not refused as a dog).
  await page.goto(
    `/hotels/booking?listing=${slug}&checkIn=${isoIn(160)}&checkOut=${isoIn(163)}&pets=1&species=cat&weight=11`,
  );
  await expect(page.getByRole("group", { name: "Animal 1" }).getByLabel("Species")).toHaveValue("cat");
  await expect(page.getByRole("group", { name: "Animal 1" }).getByLabel("Weight (lb)")).toHaveValue("11");
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("No pets on this trip.")).toBeVisible();
  await page.getByRole("button", { name: "Add Mochi" }).click();
  const row = page.getByRole("group", { name: "Animal 1" });
  await expect(row.getByLabel("Name")).toHaveValue("Mochi");
  await expect(row.getByLabel("Breed")).toHaveValue("Bengal");
  await expect(row.getByLabel("Weight (lb)")).toHaveValue("11.02");
  // A second animal typed in, then the first removed: the one left shows its own details.
  await page.getByRole("button", { name: "Add an animal" }).click();
  const second = page.getByRole("group", { name: "Animal 2" });
  await second.getByLabel("Name").fill("Pixel");
  await second.getByLabel("Species").selectOption("cat");
  await second.getByLabel("Weight (lb)").fill("9");
  await row.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("group", { name: "Animal 2" })).toHaveCount(0);
  await expect(row.getByLabel("Name")).toHaveValue("Pixel");
  await expect(row.getByLabel("Weight (lb)")).toHaveValue("9");
});

test("the home page's search box carries every field to the results", async ({ page, browser }) => {
  const town = `Catford${crypto.randomBytes(3).toString("hex")}`;
  const host = await person(browser, "cat-host");
  await host.page.request.post("/__test/listings", {
    headers: { origin: SITE },
    data: { city: town, pet: { species: ["dog", "cat"], maxPets: 2, maxWeightLb: 30 } },
  });
  await host.page.close();
  await page.goto("/");
  const box = page.getByRole("search", { name: "Search stays" });
  await box.getByLabel("Where").fill(town);
  await box.getByLabel("Check-in").fill(isoIn(170));
  await box.getByLabel("Check-out").fill(isoIn(175));
  await box.getByLabel("Guests").fill("3");
  await box.getByLabel("Pets").fill("2");
  await box.getByLabel("Species").selectOption("cat");
  await box.getByLabel("Heaviest pet").fill("5");
  await box.getByLabel("Weight unit").selectOption("kg");
  await box.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/species=cat/);
  const filters = page.locator("form[aria-label='Filter stays']:visible");
  await expect(filters.getByLabel("Where")).toHaveValue(town);
  await expect(filters.getByLabel("Check-in")).toHaveValue(isoIn(170));
  await expect(filters.getByLabel("Check-out")).toHaveValue(isoIn(175));
  await expect(filters.getByLabel("Adults")).toHaveValue("3");
  await expect(filters.getByLabel("Pets", { exact: true })).toHaveValue("2");
  await expect(filters.getByLabel("Cats", { exact: true })).toBeChecked();
  await expect(filters.getByLabel("Heaviest pet")).toHaveValue("5");
  await expect(filters.getByLabel("Weight unit")).toHaveValue("kg");
  // And on to a stay's page: the same party and pets.
  const first = page.getByRole("region", { name: "Results" }).locator("a[href*='/hotels/detail']").first();
  const href = new URL((await first.getAttribute("href"))!, "http://x").searchParams;
  expect(href.get("adults")).toBe("3");
  expect(href.get("pets")).toBe("2");
  expect(href.getAll("species")).toEqual(["cat"]);
  expect(href.get("weight")).toBe("5");
  expect(href.get("weightUnit")).toBe("kg");
  expect(href.get("checkIn")).toBe(isoIn(170));
});
