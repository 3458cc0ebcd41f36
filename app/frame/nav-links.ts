import { Bell, Briefcase, Heart, Settings, UserRound } from "lucide-react";
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
  { to: "/user/wishlist", label: "Wishlist", icon: Heart },
  { to: "/user/notifications", label: "Notifications", icon: Bell },
  { to: "/user/settings", label: "Settings", icon: Settings },
];
