import type { IconName } from "../../ui/icon.tsx";

export interface OperatorNavItem {
  to: string;
  label: string;
  icon: IconName;
  end?: boolean;
}

/**
 * The console's sections. Payments and reviews join this list (and the home counts and the
 * reports queue) when they land: each section is one entry here and its own route.
 */
export const OPERATOR_NAV: OperatorNavItem[] = [
  { to: "/operator", label: "Today", icon: "layout-dashboard", end: true },
  { to: "/operator/users", label: "Users", icon: "users" },
  { to: "/operator/listings", label: "Listings", icon: "house" },
  { to: "/operator/bookings", label: "Bookings", icon: "calendar-check" },
  { to: "/operator/reports", label: "Reports", icon: "shield-check" },
  { to: "/operator/claims", label: "Claims", icon: "scale" },
  { to: "/operator/settings", label: "Settings", icon: "settings" },
  { to: "/operator/audit", label: "Audit log", icon: "list" },
];
