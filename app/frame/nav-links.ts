import type { IconName } from "~/ui/icon";
import { NEW_LISTING_PATH, SEARCH_PATH } from "~/site";

/** A link of the account or hosting navigation, with its icon. */
type NavItem = { to: string; label: string; icon: IconName; end?: boolean; key: string };

/** The header's links; `key` names the label in the catalogue's frame.nav (decision 3800). */
export const mainNav = [
  { to: SEARCH_PATH, label: "Stays", key: "stays" },
  { to: "/blog", label: "Blog", key: "blog" },
  { to: "/about-us", label: "About", key: "about" },
  { to: "/contact-us", label: "Contact", key: "contact" },
] as const;

/** The signed-in user's own pages: the account menu and the user area's navigation. */
export const accountNav: NavItem[] = [
  { to: "/user/profile", label: "Profile", key: "profile", icon: "user-round" },
  { to: "/user/bookings", label: "Trips", key: "trips", icon: "briefcase" },
  { to: "/user/messages", label: "Messages", key: "messages", icon: "messages-square" },
  { to: "/user/wishlist", label: "Wishlist", key: "wishlist", icon: "heart" },
  { to: "/user/pets", label: "Pets", key: "pets", icon: "paw-print" },
  { to: "/user/notifications", label: "Notifications", key: "notifications", icon: "bell" },
  { to: "/user/settings", label: "Settings", key: "settings", icon: "settings" },
];

/** The account menu's way to the other side of the same account. */
export const hostingEntry: NavItem = { to: "/host", label: "Hosting", key: "hosting", icon: "key-round" };
/** What an operator's menu adds: the console, and its reports queue (decision 3610). */
export const operatorEntries: NavItem[] = [
  { to: "/operator", label: "Operator console", key: "operatorConsole", icon: "layout-dashboard" },
  { to: "/operator/reports", label: "Reports", key: "reports", icon: "shield-check" },
];

/** The hosting area's navigation (DESIGN.md §4). */
export const hostNav: NavItem[] = [
  { to: "/host", label: "Today", key: "today", icon: "layout-dashboard", end: true },
  {
    to: "/host/reservations",
    label: "Reservations",
    key: "reservations",
    icon: "calendar-check",
    end: false,
  },
  { to: "/host/listings", label: "Listings", key: "listings", icon: "house", end: false },
  { to: "/host/calendar", label: "Calendar", key: "calendar", icon: "calendar-days", end: true },
  { to: "/host/messages", label: "Messages", key: "messages", icon: "messages-square", end: true },
  { to: "/host/earnings", label: "Earnings", key: "earnings", icon: "wallet", end: true },
  { to: "/host/profile", label: "Host profile", key: "hostProfile", icon: "user-round", end: true },
];

/** Where "List your home" leads: straight to a new listing, through sign-up for a visitor. */
export const LIST_YOUR_HOME = NEW_LISTING_PATH;

/** "List your home" for this visitor: a signed-in user starts a listing, anyone else signs up first. */
export const listYourHomeHref = (signedIn: boolean) =>
  signedIn ? LIST_YOUR_HOME : `/sign-up?${new URLSearchParams({ redirectedFrom: LIST_YOUR_HOME })}`;
