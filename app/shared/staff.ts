/**
 * The site's staff (who review reported messages): named by the STAFF_EMAILS setting, as
 * addresses ("ana@example.com") or whole domains ("@petfriendlyrentals.example"). Only a
 * confirmed address counts, so signing up with a staff address proves nothing by itself.
 */
export type StaffList = readonly string[];

const ENTRY = /^(?:[^\s@,]+@|@)[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/** The setting's entries, lower-cased; null when one is neither an address nor "@domain". */
export function parseStaffList(value: string): StaffList | null {
  const entries = value
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries.every((entry) => ENTRY.test(entry)) ? entries : null;
}

export function isStaff(user: { email: string; emailVerified: boolean }, staff: StaffList): boolean {
  if (!user.emailVerified) return false;
  const email = user.email.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf("@"));
  return staff.some((entry) => (entry.startsWith("@") ? entry === domain : entry === email));
}
