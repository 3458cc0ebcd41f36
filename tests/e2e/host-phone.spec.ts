import { expect, hostedHome, person, SITE, test, whenHydrated } from "./fixtures.ts";

/**
 * The owner's pages fit a 390 px phone in both themes, with a request and a conversation present
 * (their one-line texts once stretched /host to 631 px): nothing scrolls sideways but the parts
 * made to (the tab bars and wide tables, which say so).
 */
test("every host page fits a phone with a request and a conversation present, in both themes", async ({
  browser,
}) => {
  // Twenty-two pages in two themes: on a loaded CI machine the walk alone passed the default 30 s.
  test.setTimeout(90_000);
  const owner = await person(browser, "phone-owner");
  const traveller = await person(browser, "phone-traveller");
  const home = await hostedHome(owner.page);
  // A long title and a long message: the texts that stretched the layout.
  const stay = await traveller.page.request.post("/__test/stays", {
    headers: { origin: SITE },
    data: { listing: home.slug, checkIn: "2027-05-03", checkOut: "2027-05-10", status: "pending" },
  });
  expect(stay.ok()).toBe(true);
  const { id: bookingId } = (await stay.json()) as { id: string };
  await traveller.page.goto(`/user/messages/new?listing=${home.slug}`);
  await traveller.page
    .getByLabel("Message", { exact: true })
    .fill(`Hello! ${"Could our two dogs, Biscuit and Pepper, come along for the whole stay? ".repeat(3)}`);
  await traveller.page.getByRole("button", { name: "Send message" }).click();
  await expect(traveller.page).toHaveURL(/\/user\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(traveller.page.url()).pathname;
  // A saved reply with a long name: the composer's picker and the saved replies page show it.
  const saved = await owner.page.request.post("/host/saved-replies", {
    headers: { origin: SITE },
    form: {
      intent: "create",
      name: "Check-in details for the long weekend",
      body: `Hi {guest_name}! ${"Check-in is from {check_in_time} on {check_in}; the key is in the lockbox. ".repeat(3)}`,
    },
  });
  expect(saved.ok()).toBe(true);
  // A scheduled message with a long name, listed with its Edit and Delete.
  const scheduled = await owner.page.request.post(`/host/listings/${home.id}/scheduled-messages`, {
    headers: { origin: SITE },
    form: {
      intent: "create",
      name: "Check-in details, the day before arrival",
      body: `Hi {guest_name}! ${"The key is in the lockbox by the side door of {listing_title}. ".repeat(3)}`,
      anchor: "check_in",
      offsetDays: "-1",
      sendTime: "10:00",
    },
  });
  expect(scheduled.ok()).toBe(true);

  const pages = [
    "/host",
    "/host/listings",
    "/host/reservations",
    `/host/reservations/${bookingId}`,
    "/host/earnings",
    "/host/payouts",
    "/host/calendar",
    "/host/messages",
    "/host/saved-replies",
    `/host/listings/${home.id}`,
    `/host/listings/${home.id}/calendar`,
    `/host/listings/${home.id}/calendar-sync`,
    `/host/listings/${home.id}/pricing-rules`,
    `/host/listings/${home.id}/scheduled-messages`,
    `/host/listings/${home.id}/review`,
    `/host/listings/${home.id}/place`,
    "/user/messages",
    threadPath,
  ];
  const phone = owner.page;
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto("/host");
  for (const theme of ["light", "dark"] as const) {
    await phone.evaluate((value) => localStorage.setItem("pfr-theme", value), theme);
    for (const path of pages) {
      await phone.goto(path);
      await expect(phone.locator("html")).toHaveAttribute("data-theme", theme);
      const widths = await phone.evaluate(() => {
        const screen = window.innerWidth;
        // Named in a failure: the innermost elements wider than the screen.
        const wide = (e: Element) => (e as HTMLElement).offsetWidth > screen + 1;
        const out = [...document.querySelectorAll("body *")]
          .filter((e) => wide(e) && ![...e.children].some(wide))
          .slice(0, 3)
          .map((e) => `<${e.tagName.toLowerCase()} class="${e.className.toString().slice(0, 60)}">`);
        return { page: document.documentElement.scrollWidth, screen, out };
      });
      expect(
        widths.page,
        `${path} (${theme}) is ${widths.page} px wide on a ${widths.screen} px screen: ${widths.out.join(", ")}`,
      ).toBeLessThanOrEqual(widths.screen);
    }
  }

  // The hosting tabs scroll sideways on a phone, and say that more is off-screen.
  await phone.goto("/host");
  await whenHydrated(phone);
  const tabs = phone.locator("#main").getByRole("navigation", { name: "Hosting" });
  await expect(tabs).toHaveAttribute("data-more-after", "true");
  // So does the listing wizard's step list (issue 39: it scrolled with no hint).
  await phone.goto(`/host/listings/${home.id}/place`);
  await whenHydrated(phone);
  await expect(phone.getByRole("navigation", { name: "Listing steps" })).toHaveAttribute(
    "data-more-after",
    "true",
  );
});
