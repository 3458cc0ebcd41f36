import { describe, expect, it } from "vitest";
import { inLanguageRouted as renderIn } from "../../../../../tests/helpers/in-language.tsx";
import { PinPicker } from "~/modules/maps/components/pin-picker";
import { DescriptionForm } from "./description-form";
import { ListingReview } from "./listing-review";
import { ToastProvider } from "~/ui/toast/toast";
import { PhotoStep } from "./photo-manager";
import { PetsForm } from "./pets-form";
import { PlaceForm } from "./place-form";
import { countryChoices, timeZoneChoices } from "../place-choices.ts";
import { PricingForm } from "./pricing-form";

const terms = {
  nightlyRateCents: 0,
  weeklyDiscountPct: 0,
  monthlyRateCents: null,
  cleaningFeeCents: 0,
  lodgingTaxBps: 0,
  taxExemptAfterNights: null,
  petFeeCents: 2500,
  petFeeBasis: "per_stay" as const,
  petDepositCents: 0,
  currency: "EUR",
};

describe("the listing wizard's steps in the reader's language", () => {
  it("Place and its pin picker in Spanish and Arabic", () => {
    const es = renderIn(
      "es",
      <PlaceForm
        values={{ country: "United States", region: "Oregon" }}
        reply={undefined}
        countries={countryChoices("es-ES")}
        timeZones={timeZoneChoices("es-ES")}
        tiles={null}
      />,
    );
    expect(es).toContain("Tipo de propiedad");
    // The countries and time zones in Spanish; the values stored stay the English names and ids.
    expect(es).toContain('<option value="Germany">Alemania</option>');
    expect(es).toContain('<option value="Europe/Madrid">Madrid (hora de Europa central)</option>');
    expect(es).toContain("Según la dirección: Los Angeles (hora del Pacífico)");
    expect(es).not.toContain(">United States<");
    expect(es).toContain("Busca la localidad");
    expect(es).toContain("Apartamento");
    const ar = renderIn(
      "ar",
      <PinPicker latitude="43.0731" longitude="-89.4012" fieldErrors={{}} tiles={null} />,
    );
    expect(ar).toContain("خط العرض");
    expect(ar).toContain("الدبوس عند ٤٣٫٠٧٣١٠");
    const place = renderIn(
      "ar",
      <PlaceForm
        values={{}}
        reply={undefined}
        countries={countryChoices("ar-EG")}
        timeZones={timeZoneChoices("ar-EG")}
        tiles={null}
      />,
    );
    expect(place).toContain('<option value="Japan">اليابان</option>');
    expect(place).toContain("حسب العنوان: New York (التوقيت الشرقي لأمريكا الشمالية)");
  });

  it("Pets: the labels, the species and the example price in the reader's words and money", () => {
    const values = {
      petsAllowed: "yes",
      species: "dog",
      maxPets: "2",
      petFee: "25",
      weightUnit: "lb",
      petFeeBasis: "per_stay",
      unattended: "crated",
    };
    const es = renderIn("es", <PetsForm values={values} reply={undefined} terms={terms} />);
    expect(es).toContain("Quién es bienvenido");
    expect(es).toContain("Perros");
    expect(es).toMatch(/tarifa por mascota <strong class="tabular">25\s€<\/strong>/);
    const ar = renderIn("ar", <PetsForm values={values} reply={undefined} terms={terms} />);
    expect(ar).toContain("كيف يراها المسافرون");
    expect(ar).toContain("خطوة الأسعار");
  });

  it("Description and Pricing in Arabic, the preview's totals in the listing's currency", () => {
    const ar = renderIn("ar", <DescriptionForm values={{ title: "Cabin" }} reply={undefined} />);
    expect(ar).toContain("العنوان والوصف");
    // The owner's own words are typed in the language they are written in, not the page's.
    expect(ar).toMatch(
      /<input[^>]*name="title"[^>]*lang="en"[^>]*dir="ltr"|<input[^>]*lang="en"[^>]*dir="ltr"[^>]*name="title"/,
    );
    const inArabic = renderIn(
      "en",
      <DescriptionForm values={{ title: "كوخ", language: "ar" }} reply={undefined} />,
    );
    expect(inArabic).toMatch(/<textarea[^>]*lang="ar"[^>]*dir="rtl"/);
    const priced = renderIn(
      "ar",
      <PricingForm
        values={{ currency: "EUR", nightlyRate: "100", weeklyDiscountPct: "0", lodgingTaxPct: "0" }}
        reply={undefined}
        pet={terms}
        example={{ checkIn: "2027-03-05", today: "2027-02-20", overrides: [] }}
      />,
    );
    expect(priced).toContain("ما يدفعه المسافرون");
    expect(priced).toContain("عطلة نهاية أسبوع (ليلتان)");
    expect(priced).toContain("€");
    expect(priced).not.toContain("Nightly rate");
  });

  it("English stays as it was", () => {
    const en = renderIn("en", <PetsForm values={{ petsAllowed: "no" }} reply={undefined} terms={terms} />);
    expect(en).toContain("Who is welcome");
  });

  it("Review and publish in Arabic: the checklist's items in the reader's language", () => {
    const listing = {
      id: 7,
      slug: "cabin",
      title: "",
      city: "",
      status: "draft",
      snoozedUntil: null,
      reviewNote: null,
      savedSteps: [],
      photoCount: 0,
      missing: [{ step: "photos", message: "أضف 5 صور على الأقل (حتى الآن 0)." }],
    } as const;
    const ar = renderIn(
      "ar",
      <ListingReview
        listing={{ ...listing, savedSteps: [], missing: [...listing.missing] }}
        today="2027-03-01"
        reply={undefined}
        stay={null}
        mapTiles={null}
      />,
    );
    expect(ar).toContain("ما زال مطلوبًا");
    expect(ar).toContain("انشر الإعلان");
    expect(ar).toContain("أرشفة «إعلان بلا عنوان» نهائيًا؟");
  });

  it("Photos in Spanish: the uploader, the count and each photo's card", () => {
    const listing = {
      id: 7,
      slug: "cabin",
      title: "Cabin",
      city: "",
      status: "draft",
      snoozedUntil: null,
      reviewNote: null,
      savedSteps: [],
      photoCount: 1,
      missing: [],
    } as const;
    const photo = { id: 1, caption: "Jardín", alt: "", illustration: false, src: "/a.jpg", srcSet: "" };
    const es = renderIn(
      "es",
      <ToastProvider>
        <PhotoStep listing={{ ...listing, savedSteps: [], missing: [] }} photos={[photo]} reply={undefined} />
      </ToastProvider>,
    );
    expect(es).toContain("Añadir fotos");
    expect(es).toContain("1 de al menos 5");
    expect(es).toContain("Portada");
    expect(es).toContain("Pie de la foto 1");
    expect(es).not.toContain("Your photos");
  });
});
