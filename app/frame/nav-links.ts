import {
  Bell,
  Briefcase,
  CalendarCheck,
  Heart,
  House,
  KeyRound,
  LayoutDashboard,
  MessagesSquare,
  PawPrint,
  Settings,
  ShieldCheck,
  UserRound,
  Wallet,
} from "lucide-react";
import { NEW_LISTING_PATH } from "~/modules/hosting/listing-steps";
import { SEARCH_PATH } from "~/site";

export const mainNav = [
  { to: SEARCH_PATH, label: "Stays" },
  { to: "/blog", label: "Blog" },
  { to: "/about-us", label: "About" },
  { to: "/contact-us", label: "Contact" },
];

/** The signed-in user's own pages: the account menu and the user area's navigation. */
export const accountNav = [
  { to: "/user/profile", label: "Profile", icon: UserRound },
  { to: "/user/bookings", label: "Trips", icon: Briefcase },
  { to: "/user/messages", label: "Messages", icon: MessagesSquare },
  { to: "/user/wishlist", label: "Wishlist", icon: Heart },
  { to: "/user/pets", label: "Pets", icon: PawPrint },
  { to: "/user/notifications", label: "Notifications", icon: Bell },
  { to: "/user/settings", label: "Settings", icon: Settings },
];

/** The account menu's way to the other side of the same account. */
export const hostingEntry = { to: "/host", label: "Hosting", icon: KeyRound };
export const staffEntry = { to: "/staff/reports", label: "Reported messages", icon: ShieldCheck };

/** The hosting area's navigation (DESIGN.md §4). */
export const hostNav = [
  { to: "/host", label: "Today", icon: LayoutDashboard, end: true },
  { to: "/host/reservations", label: "Reservations", icon: CalendarCheck, end: false },
  { to: "/host/listings", label: "Listings", icon: House, end: false },
  { to: "/host/earnings", label: "Earnings", icon: Wallet, end: true },
  { to: "/host/profile", label: "Host profile", icon: UserRound, end: true },
];

/** Where "List your home" leads: straight to a new listing, through sign-up for a visitor. */
export const LIST_YOUR_HOME = NEW_LISTING_PATH;

/** "List your home" for this visitor: a signed-in user starts a listing, anyone else signs up first. */
export const listYourHomeHref = (signedIn: boolean) =>
  signedIn ? LIST_YOUR_HOME : `/sign-up?${new URLSearchParams({ redirectedFrom: LIST_YOUR_HOME })}`;
