// The reminder scan's digest of missing required certificates: once a day, one e-mail to
// each staff recipient listing crew aboard or joining within 90 days without a certificate their rank needs
// on that vessel. app_meta remembers the day it went out, so a second scan that day sends none.
import { sql } from "drizzle-orm";
import { MISSING_CERTIFICATE_DAYS } from "../../shared/alerts";
import { formatDisplayDate } from "../../shared/dates";
import { escapeHtml } from "../../shared/email-template";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { appMeta } from "../db/schema";
import { findMissingCertificates } from "../modules/alerts/missing";
import { enqueueEmail } from "../modules/email/outbox";

export const MISSING_DIGEST_KEY = "missing_certificates_digest";
const DIGEST_DAYS = MISSING_CERTIFICATE_DAYS;
const DIGEST_ROWS = 200;

/** Queues the digest to each address; returns how many e-mails were queued. */
export async function queueMissingDigest(tx: Db, today: string, addresses: string[]): Promise<number> {
  if (!addresses.length) return 0;
  const [sent] = await queryRows<{ value: string }>(
    tx,
    sql`SELECT value FROM app_meta WHERE key = ${MISSING_DIGEST_KEY}`,
  );
  if (sent?.value === today) return 0;
  const { items, total } = await findMissingCertificates(tx, today, {
    days: DIGEST_DAYS,
    limit: DIGEST_ROWS,
    offset: 0,
  });
  if (total === 0) return 0;
  const lines = items.map(
    (m) =>
      `${m.crewMember.firstName} ${m.crewMember.lastName} (${m.crewMember.rank}), ${m.vessel.name}: ${m.certificateName} missing — ${m.reason === "aboard" ? "aboard now" : `joins ${formatDisplayDate(m.from)}`}`,
  );
  const more = total > items.length ? [`… and ${total - items.length} more: see Alerts in CrewFleet.`] : [];
  const subject = `Missing required certificates: ${total} for crew aboard or joining within ${DIGEST_DAYS} days`;
  const text = [subject, "", ...lines, ...more].join("\n");
  const html = `<p>${escapeHtml(subject)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>${more.map((m) => `<p>${escapeHtml(m)}</p>`).join("")}`;
  for (const to of addresses)
    await enqueueEmail(tx, null, {
      kind: "reminder",
      to,
      subject,
      text,
      html,
      entityType: "missing_certificates",
      entityId: today,
    });
  await tx
    .insert(appMeta)
    .values({ key: MISSING_DIGEST_KEY, value: today })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: today } });
  return addresses.length;
}
