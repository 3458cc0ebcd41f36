import { expect, it } from "vitest";
import * as detail from "../../app/routes/stays/detail.tsx";
import { createListing } from "../helpers/factories.ts";
import { describeWithPlatform } from "../helpers/platform.ts";
import { call, getRequest } from "../helpers/requests.ts";

/** The stay page names the home's country in the reader's language; the owner's words stay theirs. */
describeWithPlatform("the stay page's place in the reader's language", (t) => {
  it("names the country as the page's language does, and keeps the English for search engines", async () => {
    const stay = await createListing(t().platform.database.db, {
      country: "United States",
      city: "Asheville",
      region: "NC",
    });
    const said = async (path: string) => {
      const answer = await call(detail.loader, getRequest(path), t().context());
      expect(answer.status).toBe(200);
      return answer.data as { stay: { listing: { country: string; city: string } }; seo: unknown };
    };
    const english = await said(`/hotels/detail?listing=${stay.slug}`);
    expect(english.stay.listing.country).toBe("United States");
    const spanish = await said(`/es/hotels/detail?listing=${stay.slug}`);
    expect(spanish.stay.listing).toMatchObject({ country: "Estados Unidos", city: "Asheville" });
    const arabic = await said(`/ar/hotels/detail?listing=${stay.slug}`);
    expect(arabic.stay.listing.country).toBe("الولايات المتحدة");
    // The structured data keeps the stored name, whatever the page's language.
    expect(JSON.stringify(spanish.seo)).toContain("United States");
  });
});
