import {
  expect,
  expectAccessible,
  PASSWORD,
  randomIp,
  signedInUser,
  SITE,
  test,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";

const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";

// Languages (decision 3800): few, cheap checks; the choice order and the catalogues are unit-tested.
test.describe("languages", () => {
  test("a Spanish browser gets Spanish at /es/: home and search, with hreflang and the prefix kept", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: "es-ES",
      extraHTTPHeaders: { "x-forwarded-for": randomIp() },
    });
    const page = await context.newPage();
    // A page holds only its own namespaces (decision 4040): a missing message is logged, and fails here.
    const problems = watchConsole(page);
    await signedInUser(page, "es-booking");
    await page.goto("/es/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("alquilados por sus propietarios");
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      /:\d+\/$/,
    );
    // Home, search and stay follow in the browser, each page's namespaces coming with it (decision
    // 4040): a mark on the window survives only client-side navigations.
    await whenHydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The search form keeps the prefix: the results answer in Spanish under /es/
    await page
      .getByRole("search", { name: "Buscar alojamientos" })
      .getByRole("button", { name: "Buscar" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/es${SEARCH}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alojamientos que admiten mascotas");
    await expect(page.getByTestId("result-count")).toContainText("alojamientos");
    await expect(page.getByRole("combobox", { name: "Ordenar por" })).toBeVisible();
    // A stay's link keeps the prefix too
    const stay = page.locator("article h2 a").first();
    await expect(stay).toHaveAttribute("href", /^\/es\/hotels\/detail\?/);
    const stayHref = (await stay.getAttribute("href"))!;
    // The filters' form speaks Spanish as well
    await expect(page.getByRole("form", { name: "Filtrar alojamientos" })).toBeAttached();
    // The stay page, reached in the browser (its namespaces come with it): Spanish headings and
    // price box around the owner's words, which keep their lang
    await stay.click();
    await expect(page).toHaveURL(/\/es\/hotels\/detail\?/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect(page.getByRole("heading", { level: 2, name: "Política de mascotas" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Normas de la casa" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Actualizar precio" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", /^[a-z]{2}$/);
    // Its canonical address is the prefixed one (decision 3850)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/es\/hotels\/detail\?listing=/,
    );
    // The unprefixed page answers in the browser's language as well, with the spec's path
    await page.goto(SEARCH);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // Signed in, the booking page speaks Spanish too (the stay's price box loads it as a document):
    // headings, fields, the home's clock, a rule's message
    const slug = new URL(stayHref, SITE).searchParams.get("listing")!;
    await page.goto(`/es/hotels/booking?listing=${slug}&checkIn=2020-01-01&checkOut=2020-01-03&update=1`);
    await expect(page.getByRole("heading", { level: 2, name: "Cuándo y quién" })).toBeVisible();
    await expect(page.getByLabel("Llegada", { exact: true })).toHaveValue("2020-01-01");
    await expect(page.getByText("La llegada no puede ser en el pasado.")).toBeVisible();
    await expect(page.getByText(/Llegada desde las \d{1,2}:\d{2}, hora de /)).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test("in the browser, each page of the account and hosting areas brings its own namespaces (Arabic)", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: "ar",
      extraHTTPHeaders: { "x-forwarded-for": randomIp() },
    });
    // Ten client-side navigations, each running the root's loader again: room for a busy machine.
    test.setTimeout(60_000);
    const page = await context.newPage();
    // Every page sends only its namespaces (decision 4040): a message of the next page's that did
    // not come with it is logged, and fails here.
    const problems = watchConsole(page);
    await signedInUser(page, "ar-areas");
    await page.goto("/user/settings");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await whenHydrated(page);
    // A mark on the window survives only client-side navigations.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const arabic = /[\u0600-\u06FF]/;
    for (const to of ["/user/profile", "/user/bookings", "/user/messages", "/user/wishlist", "/user/pets"]) {
      await page.locator(`#main a[href="${to}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic);
    }
    // Hosting, through the account menu, then its own navigation
    await page.getByRole("banner").locator("summary[aria-label*='Ada']").click();
    await page.getByRole("banner").getByRole("link", { name: "الاستضافة", exact: true }).click();
    await expect(page).toHaveURL(/\/host$/);
    for (const to of ["/host/reservations", "/host/listings", "/host/calendar", "/host/earnings"]) {
      await page.locator(`#main a[href="${to}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic);
    }
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("/ar/ is right to left; a saved choice wins over Accept-Language", async ({ browser }) => {
    const arabic = await browser.newContext({
      locale: "en-US",
      extraHTTPHeaders: { "x-forwarded-for": randomIp() },
    });
    const page = await arabic.newPage();
    // The blog in Arabic (its HTML: a reading page): its words translated, the articles marked as
    // written (English), still no framework script
    const blog = await (await arabic.request.get("/ar/blog")).text();
    expect(blog).toContain("أدلة للسفر والاستئجار مع الحيوانات الأليفة");
    expect(blog).toMatch(/<h3 lang="en"/);
    expect(blog).not.toContain('type="module"');
    await page.goto("/ar/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // Choosing French in the footer's switcher: the same page under /fr/, and the choice remembered
    await page.locator("footer").getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.goto("/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Un endroit où séjourner, pour vous et votre animal",
    );
    await arabic.close();

    // Signed in, with Spanish saved in the settings, a browser asking for Arabic still gets Spanish
    const context = await browser.newContext({
      locale: "ar",
      extraHTTPHeaders: { "x-forwarded-for": randomIp() },
    });
    const signedIn = await context.newPage();
    const email = `lang-${Date.now()}@example.com`;
    const made = await context.request.post("/__test/users", {
      headers: { origin: SITE, "x-forwarded-for": randomIp() },
      data: { email, password: PASSWORD, firstName: "Ada", lastName: "Lovelace", signedIn: true },
    });
    expect(made.status()).toBe(200);
    await signedIn.goto("/user/settings");
    await expect(signedIn.locator("html")).toHaveAttribute("lang", "ar");
    await signedIn.getByLabel("لغة الموقع").selectOption("es");
    await signedIn.getByRole("button", { name: "حفظ اللغة" }).click();
    await expect(signedIn.getByText("Idioma guardado.")).toBeVisible();
    await context.clearCookies({ name: "pfr-lang" });
    await signedIn.goto("/");
    await expect(signedIn.locator("html")).toHaveAttribute("lang", "es");
    await expect(signedIn.locator("html")).toHaveAttribute("dir", "ltr");
    await context.close();
  });

  test("axe stays clean in Spanish, French and Arabic: home, search, a stay, booking; a refused page speaks the language", async ({
    browser,
  }) => {
    // Twelve scans: room for a busy machine (the shared CI machine runs at twice its quiet time).
    test.setTimeout(90_000);
    // One context, signed in (the booking page needs it); the pages the other passes scan in English.
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
    const page = await context.newPage();
    const problems = watchConsole(page, { expectedHttpErrors: true });
    await signedInUser(page, "axe-languages");
    await page.goto("/es/monthly-rentals-mid-term-rentals-short-term-month-to-month");
    const slug = new URL(
      (await page.locator("article h2 a").first().getAttribute("href"))!,
      SITE,
    ).searchParams.get("listing")!;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const stay = `listing=${slug}&checkIn=${day(200)}&checkOut=${day(205)}&adults=1`;
    for (const locale of ["es", "fr", "ar"]) {
      for (const path of ["/", SEARCH, `/hotels/detail?${stay}`, `/hotels/booking?${stay}`]) {
        await page.goto(`/${locale}${path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectAccessible(page, { soft: `${locale}${path}` });
      }
    }
    // A page refused by a middleware (no loader runs) is still in the reader's language (decision 3880).
    await context.addCookies([{ name: "pfr-lang", value: "ar", url: SITE }]);
    const refused = await page.goto("/operator");
    expect(refused?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لم نعثر على هذه الصفحة");
    expect(problems).toEqual([]);
    await context.close();
  });
});
