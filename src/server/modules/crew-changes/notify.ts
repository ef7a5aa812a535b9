// Each seafarer of a crew change hears of it: when it is planned, confirmed or
// cancelled, an e-mail per on- and off-signer with an e-mail address, with the details (vessel, port and
// UN/LOCODE, date, their rank, their travel notes) and an .ics of the day, queued in the outbox in the
// same transaction as the change. The event keeps one UID per seafarer and change, its SEQUENCE rising
// with each notice (the change's notices so far, counted in its activity entries: every notice is logged),
// so a calendar moves or cancels the entry it already holds. A change that is moved or whose people change
// is "updated" for those still in it and "cancelled" for those taken out of it.
import { and, count, eq, inArray } from "drizzle-orm";
import type { TCrewChange } from "../../../shared/crew-changes";
import { formatDisplayDate } from "../../../shared/dates";
import type { DbOrTx } from "../../db/client";
import { activityLog } from "../../db/schema";
import { crewMembers } from "../../db/schema-fleet";
import type { Caller } from "../../lib/caller";
import { enqueueEmail } from "../email/outbox";
import { icsCalendar } from "../rotations/ical";

export type CrewChangeNotice = "planned" | "confirmed" | "cancelled" | "updated";

/** The activity actions of a crew change that sent its seafarers a notice. */
export const NOTICE_ACTIONS = ["create", "confirm", "cancel", "update"];

/** The SEQUENCE of the change's next notice: how many it has sent before (0 for the first). */
async function nextSequence(tx: DbOrTx, changeId: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, "crew_change"),
        eq(activityLog.entityId, changeId),
        inArray(activityLog.action, NOTICE_ACTIONS),
      ),
    );
  return n;
}

const statusOf = (c: TCrewChange, notice: CrewChangeNotice) =>
  notice === "cancelled"
    ? "CANCELLED"
    : notice === "confirmed" || (notice === "updated" && c.status === "confirmed")
      ? "CONFIRMED"
      : "TENTATIVE";

type Signer = TCrewChange["onSigners"][number];

const portOf = (c: TCrewChange) => (c.portLocode ? `${c.port} (${c.portLocode})` : c.port);

/** The seafarer's part in the change, in words: "Sign on as Cook" / "Sign off". */
const partOf = (direction: "on" | "off", s: Signer) =>
  direction === "on" ? `Sign on as ${s.rank}` : "Sign off";

function noticeOf(
  c: TCrewChange,
  s: Signer,
  direction: "on" | "off",
  notice: CrewChangeNotice,
  now: Date,
  sequence: number,
) {
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
        status: statusOf(c, notice),
        sequence,
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

/** Queues the notice to every signer with an e-mail address (or only those `who` names); returns the
 * names of those without one. Called before the action's activity entry is written. */
export async function notifySigners(
  tx: DbOrTx,
  caller: Caller,
  change: TCrewChange,
  notice: CrewChangeNotice,
  now: Date,
  who?: (crewMemberId: string) => boolean,
): Promise<{ sent: number; withoutAddress: string[] }> {
  const signers = [
    ...change.onSigners.map((s) => ({ s, direction: "on" as const })),
    ...change.offSigners.map((s) => ({ s, direction: "off" as const })),
  ].filter(({ s }) => !who || who(s.crewMemberId));
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
  const sequence = await nextSequence(tx, change.id);
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
      ...noticeOf(change, s, direction, notice, now, sequence),
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
