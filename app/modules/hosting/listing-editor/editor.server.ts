import { data, type RouterContextProvider } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { platformOf } from "~/platform/context";
import type { Locale } from "~/i18n/locales";
import { localizeMessage } from "~/i18n/server-messages.server";
import { parseSerialId } from "~/shared/ids";
import { publishProblems } from "./listing-rules.ts";
import { ownListing, publishableOf, type OwnListing } from "../hosting.server.ts";

const NOT_FOUND = "We couldn't find that listing among yours.";

/**
 * The signed-in owner (hosting's middleware) and one of their listings from the address, or a 404
 * (not theirs, not a listing id).
 */
export async function requireOwnListing(
  context: Readonly<RouterContextProvider>,
  idParam: string | undefined,
) {
  const user = signedInUser(context);
  const id = parseSerialId(idParam);
  const row = id === null ? null : await ownListing(platformOf(context).database.db, user.id, id);
  if (!row) throw data(NOT_FOUND, { status: 404 });
  return { user, row };
}

/**
 * What the editor's frame shows on every step: the listing's name, status and what it still needs
 * (said in the reader's language when given).
 */
export function editorSummary(row: OwnListing, locale: Locale = "en") {
  return {
    id: row.listing.id,
    slug: row.listing.slug,
    title: row.listing.title,
    city: row.listing.city,
    status: row.listing.status,
    snoozedUntil: row.listing.snoozedUntil,
    reviewNote: row.listing.reviewNote,
    savedSteps: row.listing.savedSteps,
    photoCount: row.photoCount,
    missing: publishProblems(publishableOf(row), row.photoCount).map((item) => ({
      ...item,
      message: localizeMessage(locale, item.message),
    })),
  };
}
export type EditorSummary = ReturnType<typeof editorSummary>;
