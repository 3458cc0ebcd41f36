import type { IconName } from "../../ui/icon.tsx";

export interface OperatorNavItem {
  to: string;
  /** The section's name in the page's language: `operator.nav.<key>` (decision 3880). */
  key: "today" | "users" | "listings" | "bookings" | "reports" | "claims" | "settings" | "audit";
  icon: IconName;
  end?: boolean;
}

/**
 * The console's sections. Payments and reviews join this list (and the home counts and the
 * reports queue) when they land: each section is one entry here and its own route.
 */
export const OPERATOR_NAV: OperatorNavItem[] = [
  { to: "/operator", key: "today", icon: "layout-dashboard", end: true },
  { to: "/operator/users", key: "users", icon: "users" },
  { to: "/operator/listings", key: "listings", icon: "house" },
  { to: "/operator/bookings", key: "bookings", icon: "calendar-check" },
  { to: "/operator/reports", key: "reports", icon: "shield-check" },
  { to: "/operator/claims", key: "claims", icon: "scale" },
  { to: "/operator/settings", key: "settings", icon: "settings" },
  { to: "/operator/audit", key: "audit", icon: "list" },
];
