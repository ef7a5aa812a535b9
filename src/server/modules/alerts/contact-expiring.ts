// Contacting every seafarer whose current documents expire in a range: one e-mail each, each through
// the single Contact (contactCrewMember: the outbox, its activity entry), in name order. One without an
// e-mail address is reported as refused with the reason. A dry run answers the same list (ok: would be
// e-mailed) and sends nothing. The office's whole fleet; at most BULK_MAX seafarers at once.
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { BULK_MAX, type TBulkResult } from "../../../shared/bulk";
import type { ZContactExpiring } from "../../../shared/crew-bulk";
import { queryRows } from "../../db/rows";
import { badRequest } from "../../lib/app-error";
import { eachRecord } from "../../lib/bulk";
import type { MailDelivery } from "../../lib/mail-delivery";
import type { RequestCtx } from "../../lib/request-ctx";
import { contactCrewMember } from "./contact";

type Body = z.output<typeof ZContactExpiring>;

export async function contactExpiring(
  ctx: RequestCtx,
  outbox: Pick<MailDelivery, "configured" | "deliverDue">,
  body: Body,
): Promise<TBulkResult> {
  const rows = await queryRows<{ id: string; name: string; email: string | null }>(
    ctx.db,
    sql`select c.id, c.first_name || ' ' || c.last_name as name, c.email from crew_members c
      where c.id in (select d.crew_member_id from documents d where d.superseded_by_id is null
                       and d.expiry_date between ${body.from} and ${body.to})
      order by c.last_name, c.first_name, c.id limit ${BULK_MAX + 1}`,
  );
  if (rows.length > BULK_MAX)
    throw badRequest(`More than ${BULK_MAX} seafarers hold documents expiring then: choose a shorter range`);
  const records = rows.map((r) => ({ id: r.id, label: r.name }));
  if (body.dryRun) {
    const results = rows.map((r) => ({
      id: r.id,
      label: r.name,
      status: r.email?.trim() ? ("ok" as const) : ("refused" as const),
      message: r.email?.trim()
        ? null
        : `${r.name} has no e-mail address on file. Add one to their profile first.`,
    }));
    const ok = results.filter((r) => r.status === "ok").length;
    return { results, summary: { ok, refused: results.length - ok } };
  }
  return eachRecord(records, (id) =>
    contactCrewMember(ctx, outbox, { crewMemberId: id, subject: body.subject, message: body.message }),
  );
}
