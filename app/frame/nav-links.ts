import type { IconName } from "~/ui/icon";
import { NEW_LISTING_PATH, SEARCH_PATH } from "~/site";

/** A link of the account or hosting navigation, with its icon. */
type NavItem = { to: string; label: string; icon: IconName; end?: boolean };

export const mainNav = [
  { to: SEARCH_PATH, label: "Stays" },
  { to: "/blog", label: "Blog" },
  { to: "/about-us", label: "About" },
  { to: "/contact-us", label: "Contact" },
];

/** The signed-in user's own pages: the account menu and the user area's navigation. */
export const accountNav: NavItem[] = [
  { to: "/user/profile", label: "Profile", icon: "user-round" },
  { to: "/user/bookings", label: "Trips", icon: "briefcase" },
  { to: "/user/messages", label: "Messages", icon: "messages-square" },
  { to: "/user/wishlist", label: "Wishlist", icon: "heart" },
  { to: "/user/pets", label: "Pets", icon: "paw-print" },
  { to: "/user/notifications", label: "Notifications", icon: "bell" },
  { to: "/user/settings", label: "Settings", icon: "settings" },
];

/** The account menu's way to the other side of the same account. */
export const hostingEntry: NavItem = { to: "/host", label: "Hosting", icon: "key-round" };
/** What an operator's menu adds: the console, and the review of reported messages. */
export const operatorEntries: NavItem[] = [
  { to: "/operator", label: "Operator console", icon: "layout-dashboard" },
  { to: "/staff/reports", label: "Reported messages", icon: "shield-check" },
];

/** The hosting area's navigation (DESIGN.md §4). */
export const hostNav: NavItem[] = [
  { to: "/host", label: "Today", icon: "layout-dashboard", end: true },
  { to: "/host/reservations", label: "Reservations", icon: "calendar-check", end: false },
  { to: "/host/listings", label: "Listings", icon: "house", end: false },
  { to: "/host/messages", label: "Messages", icon: "messages-square", end: true },
  { to: "/host/earnings", label: "Earnings", icon: "wallet", end: true },
  { to: "/host/profile", label: "Host profile", icon: "user-round", end: true },
];

/** Where "List your home" leads: straight to a new listing, through sign-up for a visitor. */
export const LIST_YOUR_HOME = NEW_LISTING_PATH;

/** "List your home" for this visitor: a signed-in user starts a listing, anyone else signs up first. */
export const listYourHomeHref = (signedIn: boolean) =>
  signedIn ? LIST_YOUR_HOME : `/sign-up?${new URLSearchParams({ redirectedFrom: LIST_YOUR_HOME })}`;
