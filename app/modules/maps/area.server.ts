import crypto from "node:crypto";
import { approximateArea, type AreaOffset } from "./geo.ts";

/**
 * A listing's approximate-area offset, drawn from the server's secret: stable (the same on
 * every visit and in every process sharing the secret), unknowable without the secret. An
 * offset worked out from the listing's public number could simply be undone.
 */
export function areaOffsetOf(secret: string, listingId: number): AreaOffset {
  const digest = crypto.createHmac("sha256", secret).update(`approximate-area:${listingId}`).digest();
  return { distance: digest.readUInt32BE(0) / 2 ** 32, bearing: digest.readUInt32BE(4) / 2 ** 32 };
}

/** Roughly where a home is, for anyone not entitled to its address (see approximateArea). */
export function publicAreaOf(secret: string, listingId: number, lat: number, lng: number) {
  return approximateArea(areaOffsetOf(secret, listingId), lat, lng);
}
