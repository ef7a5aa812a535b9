// Contacting every seafarer whose current documents expire in a range: one e-mail each, each through
// the single Contact (contactCrewMember: the outbox, its activity entry), in name order. One without an
// e-mail address is reported as refused with the reason. Each outcome notes the documents that expire in
// the range. A dry run answers the same list (ok: would be e-mailed) and sends nothing. The office's whole
// fleet; at most BULK_MAX seafarers at once.
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { BULK_MAX, type TBulkResult } from "../../../shared/bulk";
import type { ZContactExpiring } from "../../../shared/crew-bulk";
import { formatDisplayDate } from "../../../shared/dates";
import { queryRows } from "../../db/rows";
import { badRequest } from "../../lib/app-error";
import { eachRecord, summed } from "../../lib/bulk";
import type { MailDelivery } from "../../lib/mail-delivery";
import type { RequestCtx } from "../../lib/request-ctx";
import { contactCrewMember } from "./contact";

type Body = z.output<typeof ZContactExpiring>;

interface Recipient {
  id: string;
  name: string;
  email: string | null;
  /** Their current documents expiring in the range, in words. */
  note: string;
}

async function recipients(ctx: RequestCtx, body: Body): Promise<Recipient[]> {
  const rows = await queryRows<{ id: string; name: string; email: string | null }>(
    ctx.db,
    sql`select c.id, c.first_name || ' ' || c.last_name as name, c.email from crew_members c
      where c.id in (select d.crew_member_id from documents d where d.superseded_by_id is null
                       and d.expiry_date between ${body.from} and ${body.to})
      order by c.last_name, c.first_name, c.id limit ${BULK_MAX + 1}`,
  );
  if (rows.length > BULK_MAX)
    throw badRequest(`More than ${BULK_MAX} seafarers hold documents expiring then: choose a shorter range`);
  if (!rows.length) return [];
  const ids = sql.join(
    rows.map((r) => sql`${r.id}`),
    sql`, `,
  );
  const docs = await queryRows<{ crew_member_id: string; type: string; number: string; expiry: string }>(
    ctx.db,
    sql`select d.crew_member_id, coalesce(t.name, d.type) as type, d.document_number as number,
        d.expiry_date::text as expiry
      from documents d left join certificate_types t on t.code = d.type
      where d.crew_member_id in (${ids}) and d.superseded_by_id is null
        and d.expiry_date between ${body.from} and ${body.to}
      order by d.expiry_date, d.id`,
  );
  const held = new Map<string, string[]>();
  for (const d of docs)
    held.set(d.crew_member_id, [
      ...(held.get(d.crew_member_id) ?? []),
      `${d.type} ${d.number} expires ${formatDisplayDate(d.expiry)}`,
    ]);
  return rows.map((r) => ({ ...r, note: (held.get(r.id) ?? []).join("; ") }));
}

export async function contactExpiring(
  ctx: RequestCtx,
  outbox: Pick<MailDelivery, "configured" | "deliverDue">,
  body: Body,
): Promise<TBulkResult> {
  const rows = await recipients(ctx, body);
  if (body.dryRun)
    return summed(
      rows.map((r) => ({
        id: r.id,
        label: r.name,
        status: r.email?.trim() ? ("ok" as const) : ("refused" as const),
        message: r.email?.trim()
          ? null
          : `${r.name} has no e-mail address on file. Add one to their profile first.`,
        note: r.note,
      })),
    );
  return eachRecord(
    rows.map((r) => ({ id: r.id, label: r.name, note: r.note })),
    (id) =>
      contactCrewMember(ctx, outbox, { crewMemberId: id, subject: body.subject, message: body.message }),
  );
}
