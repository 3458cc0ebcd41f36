import { eq } from "drizzle-orm";
import { listings, owners, users } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";
import { cleanDisplayText } from "../../shared/text.ts";
import { acceptedStay, type OwnerContact } from "./booking-view.ts";

/**
 * How the traveller reaches the owner directly: only for a stay the owner has accepted (before
 * that, the site's messages, which hide contact details). Null for any other booking.
 */
export async function ownerContactFor(
  db: Executor,
  booking: { status: string; listingId: number },
): Promise<OwnerContact | null> {
  if (!acceptedStay(booking.status)) return null;
  const [row] = await db
    .select({
      name: owners.name,
      email: users.email,
      phone: users.phoneNumber,
      phoneVerified: users.phoneNumberVerified,
    })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .leftJoin(users, eq(users.id, owners.userId))
    .where(eq(listings.id, booking.listingId));
  if (!row) return null;
  return {
    name: cleanDisplayText(row.name),
    email: row.email ?? null,
    phone: row.phone && row.phoneVerified ? row.phone : null,
  };
}
