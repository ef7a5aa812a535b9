// "Contact Crew Member" (spec §2 alerts, §7 POST /api/crew/contact): the message goes into the e-mail
// outbox in the same transaction as its activity entry, then goes out at once when a mail server is
// configured. The answer tells the truth: sent (200), or queued (202: no mail server configured, or the
// server did not take it yet and the sender retries), visible in the Outbox.
import { eq } from "drizzle-orm";
import type { TContactRequest } from "../../../shared/alerts";
import type { TMailResult } from "../../../shared/email-settings";
import { writeTx } from "../../db/app-today";
import { crewMembers } from "../../db/schema-fleet";
import { logActivity } from "../../lib/activity-log";
import { badRequest, notFound } from "../../lib/app-error";
import type { MailDelivery } from "../../lib/mail-delivery";
import type { RequestCtx } from "../../lib/request-ctx";
import { deliverNow, enqueueEmail } from "../email/outbox";

export async function contactCrewMember(
  { db, caller, today }: RequestCtx,
  outbox: Pick<MailDelivery, "configured" | "deliverDue">,
  input: TContactRequest,
): Promise<TMailResult> {
  const [member] = await db
    .select({
      id: crewMembers.id,
      firstName: crewMembers.firstName,
      lastName: crewMembers.lastName,
      email: crewMembers.email,
    })
    .from(crewMembers)
    .where(eq(crewMembers.id, input.crewMemberId));
  if (!member) throw notFound("Crew member");
  const name = `${member.firstName} ${member.lastName}`;
  if (!member.email?.trim())
    throw badRequest(`${name} has no e-mail address on file. Add one to their profile first.`);
  const to = member.email.trim();
  const outboxId = await writeTx({ db, today }, async (tx) => {
    const outboxId = await enqueueEmail(tx, caller, {
      kind: "contact",
      to,
      subject: input.subject,
      text: input.message,
      entityType: "crew_member",
      entityId: member.id,
    });
    await logActivity(tx, caller, {
      type: "email",
      action: "contact",
      entityType: "crew_member",
      entityId: member.id,
      description: `Queued a message to ${name}: ${input.subject}`,
      severity: "success",
      metadata: { outboxId },
    });
    return outboxId;
  });
  const result = await deliverNow(outbox, outboxId, to, `Message sent to ${name} (${to})`);
  if (result.status !== "failed") return result;
  return {
    status: "queued",
    message: `Queued — the mail server did not take it yet (${result.error}); it will be retried. Visible in the Outbox`,
    to,
    outboxId,
  };
}
