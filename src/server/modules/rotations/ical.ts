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

export function rotationsToIcs(rotations: TRotation[], now: Date, host = "crewfleet"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//CrewFleet//Crew Rotations//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:CrewFleet crew rotations",
  ];
  for (const r of rotations) {
    const name = `${r.crewMember.firstName} ${r.crewMember.lastName}`;
    const last = r.leaveDate ?? r.joinDate;
    const description = [
      `${ROTATION_TYPE_LABELS[r.rotationType]} · ${r.crewMember.rank}`,
      `Vessel: ${r.vessel.name}`,
      `Join: ${r.joinDate}`,
      `Leave: ${r.leaveDate ?? "open"}`,
      r.notes ? `Notes: ${r.notes}` : "",
    ]
      .filter(Boolean)
      .join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:rotation-${r.id}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${basicDate(r.joinDate)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(last, 1))}`,
      `SUMMARY:${escapeText(`${name} (${r.crewMember.rank}) – ${ROTATION_TYPE_LABELS[r.rotationType]} ${r.vessel.name}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `LOCATION:${escapeText(r.vessel.name)}`,
      `STATUS:${r.status === "cancelled" ? "CANCELLED" : r.status === "completed" ? "CONFIRMED" : "TENTATIVE"}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
