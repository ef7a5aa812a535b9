// What the port-state inspector is handed for each seafarer aboard (the inspection pack's seafarer files):
// every current certificate with its number, issuer and expiry (competency and STCW endorsements,
// proficiency, medical, identity), the employment agreement in force on the date (MLC Standard A2.1) and
// the hours of rest of the 30 days up to the date (MLC Standard A2.3, STCW Code A-VIII/1). Read for the
// whole crew at once: one statement per part, never one per seafarer.
import { sql } from "drizzle-orm";
import { addDays } from "../../../shared/dates";
import { queryRows, uuidArraySql } from "../../db/rows";
import type { RequestCtx } from "../../lib/request-ctx";
import { isMasterOfMonths } from "../rest-hours/access";

export const REST_SUMMARY_DAYS = 30;

export interface HeldCertificate {
  name: string;
  category: string;
  stcwRegulation: string | null;
  number: string;
  issuingAuthority: string;
  issuingState: string | null;
  grade: string | null;
  issueDate: string;
  expiryDate: string;
}

export interface AgreementSummary {
  startDate: string;
  endDate: string;
  version: number | null;
  state: string | null;
  seafarerSignedAt: string | null;
  companySignedAt: string | null;
  particulars: Record<string, string | null> | null;
}

export interface RestSummary {
  from: string;
  to: string;
  daysRecorded: number;
  workMinutes: number;
  restMinutes: number;
  findings: { rule: string; n: number }[];
  months: { month: string; seafarerSigned: boolean; masterSigned: boolean }[];
}

export interface SeafarerFile {
  certificates: HeldCertificate[];
  agreement: AgreementSummary | null;
  /** null: the records are not the caller's to read (a master reads only the months of their command). */
  rest: RestSummary | null;
}

async function certificatesOf(ctx: RequestCtx, ids: string[]) {
  return queryRows<HeldCertificate & { crewMemberId: string }>(
    ctx.db,
    sql`select d.crew_member_id as "crewMemberId", t.name, t.category, t.stcw_regulation as "stcwRegulation",
               d.document_number as number, d.issuing_authority as "issuingAuthority",
               d.issuing_state as "issuingState", d.grade, d.issue_date::text as "issueDate",
               d.expiry_date::text as "expiryDate"
          from documents d join certificate_types t on t.code = d.type
         where d.crew_member_id = any(${uuidArraySql(ids)}) and d.superseded_by_id is null
         order by d.crew_member_id, t.name, d.expiry_date`,
  );
}

/** The contract covering the date (the latest started) and its agreement's latest version. */
async function agreementsOf(ctx: RequestCtx, ids: string[], date: string) {
  return queryRows<AgreementSummary & { crewMemberId: string }>(
    ctx.db,
    sql`select distinct on (c.crew_member_id) c.crew_member_id as "crewMemberId",
               c.start_date::text as "startDate", c.end_date::text as "endDate",
               a.version, a.state, a.seafarer_signed_at::text as "seafarerSignedAt",
               a.company_signed_at::text as "companySignedAt", a.particulars
          from contracts c
          left join lateral (select * from seafarer_agreements s where s.contract_id = c.id
                              order by s.version desc limit 1) a on true
         where c.crew_member_id = any(${uuidArraySql(ids)}) and c.start_date <= ${date}
           and c.end_date >= ${date} and c.status <> 'terminated'
         order by c.crew_member_id, c.start_date desc`,
  );
}

async function restOf(ctx: RequestCtx, ids: string[], from: string, to: string) {
  const [days, findings, months] = await Promise.all([
    queryRows<{ crewMemberId: string; days: number; work: number; length: number }>(
      ctx.db,
      sql`select crew_member_id as "crewMemberId", count(*)::int as days, sum(work_minutes)::int as work,
                 sum(1440 + clock_change)::int as length
            from rest_hours_days where crew_member_id = any(${uuidArraySql(ids)}) and date between ${from} and ${to}
           group by crew_member_id`,
    ),
    queryRows<{ crewMemberId: string; rule: string; n: number }>(
      ctx.db,
      sql`select crew_member_id as "crewMemberId", rule, count(*)::int as n
            from rest_hours_non_conformities
           where crew_member_id = any(${uuidArraySql(ids)}) and from_date <= ${to} and to_date >= ${from}
           group by crew_member_id, rule order by crew_member_id, rule`,
    ),
    queryRows<{ crewMemberId: string; month: string; seafarerSigned: boolean; masterSigned: boolean }>(
      ctx.db,
      sql`select crew_member_id as "crewMemberId", month, seafarer_signed_at is not null as "seafarerSigned",
                 master_signed_at is not null as "masterSigned"
            from rest_hours_months
           where crew_member_id = any(${uuidArraySql(ids)}) and month between ${from.slice(0, 7)} and ${to.slice(0, 7)}
           order by crew_member_id, month`,
    ),
  ]);
  return { days, findings, months };
}

/** Each seafarer's file, by crew member id (the rest-hours access rule applied to a crew caller). */
export async function seafarerFiles(
  ctx: RequestCtx,
  ids: string[],
  date: string,
): Promise<Map<string, SeafarerFile>> {
  const files = new Map<string, SeafarerFile>();
  if (!ids.length) return files;
  const from = addDays(date, -(REST_SUMMARY_DAYS - 1));
  const [certificates, agreements, rest] = await Promise.all([
    certificatesOf(ctx, ids),
    agreementsOf(ctx, ids, date),
    restOf(ctx, ids, from, date),
  ]);
  const readable = new Set<string>();
  for (const id of ids)
    if (
      ctx.caller.role !== "crew" ||
      ctx.caller.crewMemberId === id ||
      (await isMasterOfMonths(ctx.db, ctx.caller, id, from, date))
    )
      readable.add(id);
  for (const id of ids) {
    const days = rest.days.find((d) => d.crewMemberId === id);
    files.set(id, {
      certificates: certificates.filter((c) => c.crewMemberId === id),
      agreement: agreements.find((a) => a.crewMemberId === id) ?? null,
      rest: readable.has(id)
        ? {
            from,
            to: date,
            daysRecorded: days?.days ?? 0,
            workMinutes: days?.work ?? 0,
            restMinutes: (days?.length ?? 0) - (days?.work ?? 0),
            findings: rest.findings.filter((f) => f.crewMemberId === id),
            months: rest.months.filter((m) => m.crewMemberId === id),
          }
        : null,
    });
  }
  return files;
}
