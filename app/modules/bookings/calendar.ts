/**
 * An iCalendar (RFC 5545) event for a stay, for "add to calendar" and the
 * confirmation email. Pure.
 */
export interface CalendarStay {
  uid: string;
  title: string;
  location: string;
  description: string;
  start: Date;
  end: Date;
  url: string;
  stamp: Date;
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** Text values escape backslash, semicolon, comma and new lines. */
const text = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded (continued on the next line after a space). */
function fold(line: string) {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

export function stayCalendar(stay: CalendarStay): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Pet Friendly Rentals by Owner//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${stay.uid}`,
    `DTSTAMP:${utc(stay.stamp)}`,
    `DTSTART:${utc(stay.start)}`,
    `DTEND:${utc(stay.end)}`,
    `SUMMARY:${text(stay.title)}`,
    `LOCATION:${text(stay.location)}`,
    `DESCRIPTION:${text(stay.description)}`,
    `URL:${stay.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
    .map(fold)
    .join("\r\n")
    .concat("\r\n");
}
