// The rotations as an iCalendar feed (RFC 5545), written by hand: CRLF line ends, TEXT escaping
// (backslash, semicolon, comma, newline) and lines folded at 75 octets. Each rotation is an all-day
// event from its join day through its leave day (DTEND is exclusive, so the day after).
import { addDays } from "../../../shared/dates";
import { ROTATION_TYPE_LABELS, type TRotation } from "../../../shared/rotations";

/** TEXT escaping; any line break (CRLF, LF or a lone CR) becomes "\n", so a value can never end a line. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line to at most 75 octets per line, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = 74; // the leading space takes one octet
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const basicDate = (iso: string) => iso.replace(/-/g, "");
const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** One all-day event from `first` through `last` (DTEND is exclusive: the day after). */
export interface AllDayEvent {
  uid: string;
  first: string;
  last: string;
  summary: string;
  description: string;
  location: string;
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  /** Revision of an event already sent (RFC 5545 SEQUENCE): a calendar replaces the older one. */
  sequence?: number;
}

/** A VCALENDAR of all-day events, CRLF-ended and folded. */
export function icsCalendar(name: string, events: AllDayEvent[], now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//CrewFleet//${name}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:CrewFleet ${name.toLowerCase()}`,
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      ...(e.sequence ? [`SEQUENCE:${e.sequence}`] : []),
      `DTSTART;VALUE=DATE:${basicDate(e.first)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(e.last, 1))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `LOCATION:${escapeText(e.location)}`,
      `STATUS:${e.status}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export function rotationsToIcs(rotations: TRotation[], now: Date, host = "crewfleet"): string {
  const events = rotations.map((r): AllDayEvent => {
    const name = `${r.crewMember.firstName} ${r.crewMember.lastName}`;
    return {
      uid: `rotation-${r.id}@${host}`,
      first: r.joinDate,
      last: r.leaveDate ?? r.joinDate,
      summary: `${name} (${r.crewMember.rank}) – ${ROTATION_TYPE_LABELS[r.rotationType]} ${r.vessel.name}`,
      description: [
        `${ROTATION_TYPE_LABELS[r.rotationType]} · ${r.crewMember.rank}`,
        `Vessel: ${r.vessel.name}`,
        `Join: ${r.joinDate}`,
        `Leave: ${r.leaveDate ?? "open"}`,
        r.notes ? `Notes: ${r.notes}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
      location: r.vessel.name,
      status: r.status === "cancelled" ? "CANCELLED" : r.status === "completed" ? "CONFIRMED" : "TENTATIVE",
    };
  });
  return icsCalendar("Crew Rotations", events, now);
}
