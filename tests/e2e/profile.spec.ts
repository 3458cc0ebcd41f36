import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  e2eDataDir,
  expect as baseExpect,
  randomIp,
  signedInUser,
  SITE,
  test,
  watchConsole,
} from "./fixtures.ts";
import sharp from "sharp";
import type { ClientProfile } from "../../app/modules/profiles/profile-store.ts";

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

type ApiProfile = ClientProfile;

async function ownProfile(page: Page): Promise<ApiProfile> {
  const response = await page.request.get("/api/profile");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiProfile }).data;
}

/** A 1200×800 photo carrying camera details and GPS coordinates, like one from a phone. */
async function phonePhoto(dir: string) {
  const file = path.join(dir, "beach walk.JPG");
  const body = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3b82f6" } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PawCam", Model: "Sniffer 3" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 24/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 3/1",
      },
    })
    .toBuffer();
  fs.writeFileSync(file, body);
  expect((await sharp(body).metadata()).exif).toBeDefined();
  return file;
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "pfr-profile-"));

test.describe("profile", () => {
  test("edit names and username: rules, a taken name, what was typed kept", async ({ page, browser }) => {
    const problems = watchConsole(page, { expectedHttpErrors: true });
    // Someone else already has the username "rover_<tag>" (a tag of its own, so runs side by side agree).
    const tag = Math.random().toString(36).slice(2, 8);
    const other = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
    await signedInUser(other, "taken");
    await other.goto("/user/profile");
    await other.getByLabel("Username").fill(`Rover_${tag}`);
    await other.getByRole("button", { name: "Save profile" }).click();
    await expect(other.getByText("Your profile is saved.")).toBeVisible();

    await signedInUser(page, "profile");
    await page.goto("/user/profile");
    await expect(page).toHaveTitle(/Profile/);
    await expect(page.getByLabel("First name")).toHaveValue("Ada");

    await page.getByLabel("First name").fill("  Grace ");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Username").fill("no spaces please");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Use only letters, digits, _ and . in a username.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("  Grace ");
    await expect(page.getByLabel("Username")).toHaveValue("no spaces please");

    await page.getByLabel("Username").fill(`rover_${tag.toUpperCase()}`);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("That username is taken. Please choose another one.")).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue("Hopper");

    await page.getByLabel("Username").fill(`grace.${tag}`);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile is saved.")).toBeVisible();
    await expect(page.getByText(`Shown as Grace Hopper · @grace.${tag}.`)).toBeVisible();
    // The header's menu shows the new name and initials.
    await expect(page.getByRole("banner").getByText("Grace", { exact: true })).toBeVisible();
    expect(await ownProfile(page)).toMatchObject({
      first_name: "Grace",
      full_name: "Grace Hopper",
      username: `grace.${tag}`,
    });

    // A username left blank is stored as none (the first toast gone, so the next one is this save's).
    await expect(page.getByText("Your profile is saved.")).toBeHidden();
    await page.getByLabel("Username").fill("   ");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile is saved.")).toBeVisible();
    expect((await ownProfile(page)).username).toBeNull();

    // The browser keeps its copy of the profile (spec §3), fetched on app start.
    const stored = await page.evaluate(() => localStorage.getItem("user-profile"));
    expect(JSON.parse(stored!)).toMatchObject({ profile: { full_name: "Grace Hopper" }, loading: false });
    expect(problems).toEqual([]);
  });

  test("avatar: upload a real photo (square, EXIF gone), refuse a renamed non-image, delete", async ({
    signedIn: { page },
  }) => {
    const dir = tmp();
    const { id } = await ownProfile(page);
    await page.goto("/user/profile");
    await expect(page.getByRole("banner").locator("summary img")).toHaveCount(0);

    await page.getByLabel("Choose a picture").setInputFiles(await phonePhoto(dir));
    await expect(page.getByRole("img", { name: "Preview of your new picture" })).toBeVisible();
    await page.getByLabel("Zoom").fill("1.5");
    await page.getByRole("button", { name: "Save picture" }).click();
    await expect(page.getByText("Your new picture is saved.")).toBeVisible();

    const profile = await ownProfile(page);
    expect(profile.avatar_url).toMatch(new RegExp(`^/media/avatars/${id}/\\d{13}\\.jpeg$`));
    const media = await page.request.get(profile.avatar_url!);
    expect(media.status()).toBe(200);
    expect(media.headers()["content-type"]).toBe("image/jpeg");
    expect(media.headers()["x-content-type-options"]).toBe("nosniff");
    const body = await media.body();
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([512, 512, undefined]);
    expect(body.includes(Buffer.from("PawCam"))).toBe(false);
    expect(body.length).toBeLessThan(5 * 1024 * 1024);
    // Stored where the spec says: avatars/{userId}/{timestamp}.{extension of the stored format}.
    const key = profile.avatar_url!.replace("/media/avatars/", "");
    expect(fs.existsSync(path.join(e2eDataDir, "media", "avatars", ...key.split("/")))).toBe(true);
    await expect(page.getByRole("banner").locator("summary img")).toHaveAttribute("src", profile.avatar_url!);

    // A text file renamed .png is refused by its content; the picture stays.
    const fake = path.join(dir, "totally-a-photo.png");
    fs.writeFileSync(fake, "<svg onload=alert(1)>not a picture</svg>");
    await page.getByLabel("Choose a new picture").setInputFiles(fake);
    await page.getByRole("button", { name: "Save picture" }).click();
    await expect(page.getByText(/not a picture we can use/)).toBeVisible();
    expect((await ownProfile(page)).avatar_url).toBe(profile.avatar_url);
    await page.getByRole("button", { name: "Cancel" }).click();

    // Over 5 MB: refused in the browser, and by the server for anyone posting it directly.
    const huge = path.join(dir, "huge.jpg");
    fs.writeFileSync(huge, Buffer.alloc(5 * 1024 * 1024 + 10, 0xff));
    await page.getByLabel("Choose a new picture").setInputFiles(huge);
    await expect(
      page.getByText("The picture is larger than 5 MB. Please choose a smaller one."),
    ).toBeVisible();
    const direct = await page.request.post("/api/profile/avatar", {
      headers: { origin: SITE },
      multipart: { avatar: { name: "huge.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(huge) } },
    });
    expect(direct.status()).toBe(413);

    // Delete: the file goes first, then avatar_url is null; initials come back.
    await page.getByRole("button", { name: "Remove picture" }).click();
    await expect(page.getByText("Your picture is removed.")).toBeVisible();
    expect((await ownProfile(page)).avatar_url).toBeNull();
    expect((await page.request.get(profile.avatar_url!)).status()).toBe(404);
    expect(fs.existsSync(path.join(e2eDataDir, "media", "avatars", id))).toBe(false);
    await expect(page.getByRole("img", { name: /Initials of/ })).toBeVisible();
  });

  test("avatar works without JavaScript: a plain form and a toast", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": randomIp() },
    });
    const page = await context.newPage();
    await signedInUser(page, "nojs-avatar");
    await page.goto("/user/profile");
    await page.getByLabel("Choose a picture").setInputFiles(await phonePhoto(tmp()));
    await page.getByRole("button", { name: "Upload picture" }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole("img", { name: "Your picture" })).toBeVisible();
    await page.getByRole("button", { name: "Remove picture" }).click();
    await expect(page.getByRole("img", { name: /Initials of/ })).toBeVisible();
    await context.close();
  });

  test("a user can never read or change another user's profile", async ({ signedIn: { page }, browser }) => {
    const victim = await ownProfile(page);

    const attacker = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
    await signedInUser(attacker, "attacker");
    const origin = SITE;
    // The API has no id to aim at: whatever is sent, it answers for the caller only.
    const read = await attacker.request.get(`/api/profile?id=${victim.id}`);
    expect(((await read.json()) as { data: ApiProfile }).data.id).not.toBe(victim.id);
    const patched = await attacker.request.patch(`/api/profile?id=${victim.id}`, {
      headers: { origin, "content-type": "application/json" },
      data: {
        id: victim.id,
        first_name: "Hacked",
        username: `owned.${Math.random().toString(36).slice(2, 8)}`,
      },
    });
    expect(patched.status()).toBe(200);
    expect(((await patched.json()) as { data: ApiProfile }).data.id).not.toBe(victim.id);
    const deleted = await attacker.request.delete(`/api/profile/avatar?id=${victim.id}`, {
      headers: { origin },
    });
    expect(((await deleted.json()) as { data: ApiProfile }).data.id).not.toBe(victim.id);
    expect(await ownProfile(page)).toMatchObject({ id: victim.id, first_name: "Ada", username: null });

    // Another site's page cannot change anything, and anonymous callers get nothing.
    const forged = await attacker.request.patch("/api/profile", {
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      data: { first_name: "Forged" },
    });
    expect(forged.status()).toBe(403);
    const anonymous = await browser.newContext();
    const anon = await anonymous.request.get(new URL("/api/profile", origin).href);
    expect(anon.status()).toBe(401);
    expect(await anon.json()).toMatchObject({ data: null, error: "Auth session missing!" });
    await anonymous.close();
  });
});
