// A seafarer's certificate set for the seeds: what their rank needs on their vessel type
// (src/shared/requirements.ts), a flag endorsement when the CoC's state differs from the flag, and a few
// gaps and expiries so the screens have something true to show. Issue dates are never after today.

import { BUILTIN_CERTIFICATE_TYPES, NEVER_EXPIRES, typeExpires } from "../../../shared/certificates";
import { addDays, addMonths } from "../../../shared/dates";
import { FLAG_STATES } from "../../../shared/options";
import { rankOf } from "../../../shared/ranks";
import { defaultRequiredCodes } from "../../../shared/requirements";
import type { CertificateParticulars } from "../schema-documents";
import { AUTHORITIES, type Rng } from "./random";

const SPEC_TYPES: readonly string[] = ["passport", "cdc", "stcw", "medical", "visa"];
/** Expiries spread over the alert bands (the alert screens' variety); passport and seaman's book mostly
 * long-valid, and the training certificates rarely lapsed, so most crew are eligible and some are not. */
const ALERTING: readonly string[] = ["stcw", "medical", "visa"];
const IDENTITY: readonly string[] = ["passport", "cdc"];
const TRAINING = ["Maritime Training Centre", "MARINA", "Norwegian Maritime Authority", "Maritime Academy"];
const validity = new Map<string, number | null>(
  BUILTIN_CERTIFICATE_TYPES.map((t) => [t.code, t.validityMonths]),
);
/** Types recorded without an expiry (docs/regulations.md, "Certificate catalogue and requirements"). */
const NO_EXPIRY = new Set<string>(
  BUILTIN_CERTIFICATE_TYPES.filter((t) => !typeExpires(t)).map((t) => t.code),
);

/** Days from today to a spec document's expiry: some expired, some within 7/15/30 days, most valid. */
function alertingOffset(r: Rng): number {
  const x = r.next();
  if (x < 0.07) return -r.int(1, 90);
  if (x < 0.12) return r.int(0, 7);
  if (x < 0.17) return r.int(8, 15);
  if (x < 0.24) return r.int(16, 30);
  return r.int(31, 1800);
}

export function certificateSet(
  r: Rng,
  rankName: string,
  vessel: { type: string; flag: string },
  today: string,
): CertificateParticulars[] {
  const rank = rankOf(rankName);
  const codes = new Set([...SPEC_TYPES, ...(rank ? defaultRequiredCodes(rank, vessel.type) : [])]);
  const cocState = r.chance(0.6) ? vessel.flag : r.pick(FLAG_STATES.slice(0, -1));
  if (cocState === vessel.flag) codes.delete("flag_endorsement");
  const extra = [...codes].filter((c) => !SPEC_TYPES.includes(c));
  if (extra.length && r.chance(0.06)) codes.delete(r.pick(extra)); // a gap to show
  return [...codes].map((type) => {
    const offset = ALERTING.includes(type)
      ? alertingOffset(r)
      : IDENTITY.includes(type)
        ? r.chance(0.12)
          ? alertingOffset(r)
          : r.int(400, 3000)
        : r.chance(0.015)
          ? -r.int(1, 60)
          : r.int(200, 1500);
    const expiryDate = addDays(today, offset);
    const months = validity.get(type) ?? 120;
    let issueDate = addMonths(expiryDate, -months);
    // never issued in the future: at the latest yesterday
    if (issueDate >= today) issueDate = addDays(today, -r.int(1, 60));
    return {
      type,
      documentNumber: `${type.replace(/_/g, "").toUpperCase().slice(0, 3)}${r.int(1_000_000, 9_999_999)}`,
      issueDate,
      expiryDate: NO_EXPIRY.has(type) ? NEVER_EXPIRES : expiryDate,
      issuingAuthority: r.pick(AUTHORITIES[type as keyof typeof AUTHORITIES] ?? TRAINING),
      issuingState: type === "coc" ? cocState : type === "flag_endorsement" ? vessel.flag : null,
      grade: type === "coc" && rank?.capacity ? `${rank.name} ${rank.capacity.regulation}` : null,
    };
  });
}
