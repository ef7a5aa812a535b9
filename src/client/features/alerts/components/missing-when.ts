// When a missing certificate is needed: "Aboard now" for crew on the vessel today, else the joining day.
import type { TMissingCertificate } from "@shared/alerts";
import { formatDisplayDate } from "@/lib/format";

export function missingWhen(m: TMissingCertificate): string {
  return m.reason === "aboard" ? "Aboard now" : `Joins ${formatDisplayDate(m.from)}`;
}

/** The documents of the member, filtered to the missing type: where the certificate is uploaded. */
export function missingLink(m: TMissingCertificate): string {
  return `/documents?crew=${m.crewMember.id}&type=${m.certificateType}`;
}
