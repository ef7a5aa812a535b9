// "Contact Crew Member" (spec §2 alerts, §7 POST /api/crew/contact): the message goes into the e-mail
// outbox in the same transaction as its activity entry; the sender delivers it.
import { eq } from "drizzle-orm";
import type { TContactRequest } from "../../../shared/alerts";
import { crewMembers } from "../../db/schema-fleet";
import { badRequest, notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { logActivity } from "../activity/service";
import { enqueueEmail } from "../email/outbox";

export async function contactCrewMember({ db, caller }: RequestCtx, input: TContactRequest) {
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
  return db.transaction(async (tx) => {
    const outboxId = await enqueueEmail(tx, caller, {
      kind: "contact",
      to: member.email as string,
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
      description: `Sent a message to ${name}: ${input.subject}`,
      severity: "success",
      metadata: { outboxId },
    });
    return { message: "Message sent successfully to crew member", outboxId };
  });
}
