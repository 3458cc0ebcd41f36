/**
 * A calendar's text ending with CRLF, as RFC 5545 ends every content line: ical-generator (which
 * writes the listings' feeds and the trips' files) leaves the last line bare.
 */
export function icsText(calendar: { toString(): string }) {
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
