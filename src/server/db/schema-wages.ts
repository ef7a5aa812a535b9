// Wages (MLC A2.2, docs/regulations.md "Wages"): wage scales by rank (and vessel, collective agreement)
// with validity, the entered lines of a seafarer's monthly account, standing allotments, the company's
// wage policy, and the closed months (the account as it was closed, which a later month carries from).
// Amounts are integer minor units (bigint read as number: at most 1e13, exact in a double).
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import type { ScaleComponent, WagePolicy } from "../../shared/wages";
import { createdAt, day, id, ts, updatedAt } from "./columns";
import { contracts, crewMemberRef, vesselRef, vessels } from "./schema-fleet";

export const wageScales = pg.pgTable(
  "wage_scales",
  {
    id: id(),
    rank: pg.text("rank").notNull(),
    /** null: every vessel without a scale of its own. */
    vesselId: pg.uuid("vessel_id").references(() => vessels.id, { onDelete: "cascade" }),
    /** The collective agreement (e.g. an ITF/IBF-based CBA); null: none. */
    agreement: pg.text("agreement"),
    currency: pg.text("currency").notNull(),
    validFrom: day("valid_from").notNull(),
    validTo: day("valid_to"),
    components: pg.jsonb("components").$type<ScaleComponent[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("wage_scales_rank_idx").on(t.rank, t.validFrom),
    pg.check("wage_scales_dates_order", sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** A line entered on a seafarer's month: extra overtime, a bonus, a cash advance, bonded stores, an
 * adjustment (a correction of a closed month). */
export const wageLines = pg.pgTable(
  "wage_lines",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    month: pg.text("month").notNull(),
    code: pg.text("code").notNull(),
    label: pg.text("label").notNull(),
    kind: pg.text("kind", { enum: ["earning", "deduction"] }).notNull(),
    amount: pg.bigint("amount", { mode: "number" }).notNull(),
    /** Extra overtime: the hours the amount pays (hundredths of an hour), beside the rest-hours record. */
    hundredthsOfHour: pg.integer("hundredths_of_hour"),
    createdBy: pg.uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("wage_lines_member_month_idx").on(t.crewMemberId, t.month),
    pg.check("wage_lines_kind_known", sql`${t.kind} in ('earning', 'deduction')`),
    pg.check("wage_lines_amount_range", sql`${t.amount} >= 0`),
  ],
);

/** A seafarer's standing allotment: part of the monthly net paid to a payee (A2.2 para 3–4). */
export const wageAllotments = pg.pgTable(
  "wage_allotments",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    payee: pg.text("payee").notNull(),
    bankDetails: pg.text("bank_details").notNull(),
    amount: pg.bigint("amount", { mode: "number" }),
    percentBp: pg.integer("percent_bp"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("wage_allotments_member_idx").on(t.crewMemberId),
    pg.check("wage_allotments_one_of", sql`(${t.amount} is null) <> (${t.percentBp} is null)`),
  ],
);

/** One row (id = 1): the company's wage policy; absent means DEFAULT_WAGE_POLICY. */
export const wageSettings = pg.pgTable(
  "wage_settings",
  {
    id: pg.integer("id").primaryKey().default(1),
    policy: pg.jsonb("policy").$type<WagePolicy>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.check("wage_settings_singleton", sql`${t.id} = 1`)],
);

/** A vessel's closed month: its portage bill as closed. */
export const portageBillCloses = pg.pgTable(
  "portage_bill_closes",
  {
    vesselId: vesselRef(),
    month: pg.text("month").notNull(),
    closedAt: ts("closed_at").notNull().defaultNow(),
    closedBy: pg.uuid("closed_by"),
  },
  (t) => [pg.primaryKey({ columns: [t.vesselId, t.month] })],
);

/** A seafarer's month as closed (on the portage bill of `vesselId`): the account then, which the next
 * month carries from and which no line changes any more. */
export const closedWageAccounts = pg.pgTable(
  "closed_wage_accounts",
  {
    crewMemberId: crewMemberRef(),
    month: pg.text("month").notNull(),
    vesselId: pg.uuid("vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    account: pg.jsonb("account").notNull(),
    closedAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.crewMemberId, t.month] })],
);

/** One row (id = 1): the company's particulars for the seafarer employment agreements (MLC A2.1 para 4):
 * the shipowner's name and address and the standing terms every agreement states. */
export const companyParticulars = pg.pgTable(
  "company_particulars",
  {
    id: pg.integer("id").primaryKey().default(1),
    shipownerName: pg.text("shipowner_name").notNull(),
    shipownerAddress: pg.text("shipowner_address").notNull(),
    paidLeave: pg.text("paid_leave").notNull(),
    noticeDays: pg.integer("notice_days").notNull(),
    healthBenefits: pg.text("health_benefits").notNull(),
    repatriation: pg.text("repatriation").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("company_particulars_singleton", sql`${t.id} = 1`),
    pg.check("company_particulars_notice", sql`${t.noticeDays} >= 7`),
  ],
);

/** A seafarer employment agreement (MLC A2.1) of a contract, by version: a draft is generated from the
 * contract, the wage scale and the company's particulars (with what the office enters); the seafarer's
 * signature keeps the particulars as signed; the company signs last. A signed version is never edited. */
export const seafarerAgreements = pg.pgTable(
  "seafarer_agreements",
  {
    id: id(),
    contractId: pg
      .uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    version: pg.integer("version").notNull(),
    state: pg
      .text("state", { enum: ["draft", "seafarer_signed", "signed"] })
      .notNull()
      .default("draft"),
    entered: pg.jsonb("entered").$type<Record<string, string>>().notNull().default({}),
    particulars: pg.jsonb("particulars"),
    seafarerSignedAt: ts("seafarer_signed_at"),
    seafarerSignedBy: pg.uuid("seafarer_signed_by"),
    companySignedAt: ts("company_signed_at"),
    companySignedBy: pg.uuid("company_signed_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("seafarer_agreements_version_key").on(t.contractId, t.version),
    pg.check("seafarer_agreements_state_known", sql`${t.state} in ('draft', 'seafarer_signed', 'signed')`),
  ],
);
