// Each seafarer of a crew change hears of it: when it is planned, confirmed or
// cancelled, an e-mail per on- and off-signer with an e-mail address, with the details (vessel, port and
// UN/LOCODE, date, their rank, their travel notes) and an .ics of the day, queued in the outbox in the
// same transaction as the change. The event keeps one UID per seafarer and change, its SEQUENCE rising
// with each notice, so a calendar moves or cancels the entry it already holds.
import { inArray } from "drizzle-orm";
import type { TCrewChange } from "../../../shared/crew-changes";
import { formatDisplayDate } from "../../../shared/dates";
import type { DbOrTx } from "../../db/client";
import { crewMembers } from "../../db/schema-fleet";
import type { Caller } from "../../lib/caller";
import { enqueueEmail } from "../email/outbox";
import { icsCalendar } from "../rotations/ical";

export type CrewChangeNotice = "planned" | "confirmed" | "cancelled";

const NOTICE = {
  planned: { status: "TENTATIVE", sequence: 0 },
  confirmed: { status: "CONFIRMED", sequence: 1 },
  cancelled: { status: "CANCELLED", sequence: 2 },
} as const;

type Signer = TCrewChange["onSigners"][number];

const portOf = (c: TCrewChange) => (c.portLocode ? `${c.port} (${c.portLocode})` : c.port);

/** The seafarer's part in the change, in words: "Sign on as Cook" / "Sign off". */
const partOf = (direction: "on" | "off", s: Signer) =>
  direction === "on" ? `Sign on as ${s.rank}` : "Sign off";

function noticeOf(c: TCrewChange, s: Signer, direction: "on" | "off", notice: CrewChangeNotice, now: Date) {
  const part = partOf(direction, s);
  const details = [
    `${part}: ${c.vesselName}`,
    `Port: ${portOf(c)}`,
    `Date: ${formatDisplayDate(c.date)}`,
    `Travel: ${s.travelNotes || "the office will send your travel details"}`,
    c.notes ? `Notes: ${c.notes}` : "",
  ].filter(Boolean);
  const ics = icsCalendar(
    "Crew Change",
    [
      {
        uid: `crew-change-${c.id}-${s.crewMemberId}@crewfleet`,
        first: c.date,
        last: c.date,
        summary: `${part} – ${c.vesselName}, ${c.port}`,
        description: details.join("\n"),
        location: portOf(c),
        ...NOTICE[notice],
      },
    ],
    now,
  );
  return {
    subject: `Crew change ${notice}: ${part.toLowerCase()} ${c.vesselName} at ${c.port}, ${formatDisplayDate(c.date)}`,
    text: [
      `Dear ${s.name},`,
      "",
      `Your crew change on ${c.vesselName} has been ${notice}.`,
      "",
      ...details.map((d) => `  ${d}`),
      "",
      notice === "cancelled"
        ? "The attached calendar file removes it from your calendar."
        : "The attached calendar file puts it in your calendar.",
      "",
      "CrewFleet",
    ].join("\n"),
    attachments: [{ filename: "crew-change.ics", contentType: "text/calendar; charset=utf-8", content: ics }],
  };
}

/** Queues the notice to every signer with an e-mail address; returns the names of those without one. */
export async function notifySigners(
  tx: DbOrTx,
  caller: Caller,
  change: TCrewChange,
  notice: CrewChangeNotice,
  now: Date,
): Promise<{ sent: number; withoutAddress: string[] }> {
  const signers = [
    ...change.onSigners.map((s) => ({ s, direction: "on" as const })),
    ...change.offSigners.map((s) => ({ s, direction: "off" as const })),
  ];
  if (!signers.length) return { sent: 0, withoutAddress: [] };
  const rows = await tx
    .select({ id: crewMembers.id, email: crewMembers.email })
    .from(crewMembers)
    .where(
      inArray(
        crewMembers.id,
        signers.map(({ s }) => s.crewMemberId),
      ),
    );
  const emailOf = new Map(rows.map((r) => [r.id, r.email]));
  const withoutAddress: string[] = [];
  let sent = 0;
  for (const { s, direction } of signers) {
    const to = emailOf.get(s.crewMemberId);
    if (!to) {
      withoutAddress.push(s.name);
      continue;
    }
    await enqueueEmail(tx, caller, {
      kind: "crew_change",
      to,
      ...noticeOf(change, s, direction, notice, now),
      entityType: "crew_change",
      entityId: change.id,
    });
    sent++;
  }
  return { sent, withoutAddress };
}

/** "; e-mailed 3 seafarers (no address: A, B)": the notice's part of the activity entry. */
export function noticeSummary({ sent, withoutAddress }: { sent: number; withoutAddress: string[] }): string {
  const none = withoutAddress.length ? ` (no e-mail address: ${withoutAddress.join(", ")})` : "";
  return `; e-mailed ${sent} seafarer${sent === 1 ? "" : "s"}${none}`;
}
