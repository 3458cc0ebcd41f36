/**
 * An owner's public texts as a reader may see them: everything the owner wrote for travellers
 * to read before booking (about, summary, description, house rules, notes, photo captions) is
 * masked for anyone but the owner and their accepted guests. Pure, over the fields a page has.
 */
import { textFor, textsFor } from "./reader.ts";

interface HostTexts {
  listing: {
    summary?: string;
    description?: string;
    houseRules?: string[];
    accessibilityNotes?: string;
  };
  pet?: {
    notes?: string;
    serviceAnimalNote?: string;
    dogParkName?: string | null;
    vetName?: string | null;
  };
  owner?: { about?: string; name?: string };
  photos?: { alt: string }[];
}

const maybe = <T extends string | null | undefined>(value: T, revealed: boolean): T =>
  (typeof value === "string" ? textFor(value, revealed) : value) as T;

/** The same page data with the owner's words masked unless `revealed`. */
export function hostTextsFor<T extends HostTexts>(page: T, revealed: boolean): T {
  if (revealed) return page;
  return {
    ...page,
    listing: {
      ...page.listing,
      summary: maybe(page.listing.summary, false),
      description: maybe(page.listing.description, false),
      houseRules: page.listing.houseRules && textsFor(page.listing.houseRules, false),
      accessibilityNotes: maybe(page.listing.accessibilityNotes, false),
    },
    ...(page.pet && {
      pet: {
        ...page.pet,
        notes: maybe(page.pet.notes, false),
        serviceAnimalNote: maybe(page.pet.serviceAnimalNote, false),
        dogParkName: maybe(page.pet.dogParkName, false),
        vetName: maybe(page.pet.vetName, false),
      },
    }),
    ...(page.owner && {
      owner: { ...page.owner, about: maybe(page.owner.about, false), name: maybe(page.owner.name, false) },
    }),
    ...(page.photos && { photos: page.photos.map((p) => ({ ...p, alt: textFor(p.alt, false) })) }),
  };
}
