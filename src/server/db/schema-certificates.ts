// The certificate catalogue, the requirements by rank × vessel type (× flag) and the company's compliance
// policy. Documents reference a catalogue code (schema-documents.ts).
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import type { TCompliancePolicy } from "../../shared/requirements";
import { createdAt, day, id, updatedAt } from "./columns";
import { users } from "./schema";
import { crewMemberRef, vesselRef } from "./schema-fleet";

export const certificateTypes = pg.pgTable(
  "certificate_types",
  {
    code: pg.text("code").primaryKey(),
    name: pg.text("name").notNull(),
    category: pg.text("category").notNull(),
    stcwRegulation: pg.text("stcw_regulation"),
    validityMonths: pg.integer("validity_months"),
    needsRevalidation: pg.boolean("needs_revalidation").notNull().default(false),
    /** Seeded by drizzle/0008_certificates.sql (the spec's five and the STCW list); admin-added types are false. */
    builtin: pg.boolean("builtin").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("certificate_types_name_idx").on(sql`lower(${t.name})`),
    pg.check(
      "certificate_types_category",
      sql`${t.category} in ('identity','competency','proficiency','medical','vaccination','other')`,
    ),
  ],
);

export const certificateRequirements = pg.pgTable(
  "certificate_requirements",
  {
    id: id(),
    rank: pg.text("rank").notNull(),
    vesselType: pg.text("vessel_type").notNull(),
    certificateType: pg
      .text("certificate_type")
      .notNull()
      .references(() => certificateTypes.code, { onDelete: "cascade", onUpdate: "cascade" }),
    /** Only for vessels of this flag; null: every flag. */
    flag: pg.text("flag"),
    createdAt: createdAt(),
  },
  (t) => [
    pg
      .uniqueIndex("certificate_requirements_unique_idx")
      .on(t.rank, t.vesselType, t.certificateType, sql`coalesce(${t.flag}, '')`),
    pg.index("certificate_requirements_type_idx").on(t.vesselType, t.rank),
  ],
);

/** One row (id = 1): the company's compliance policy; absent means the defaults. */
export const compliancePolicy = pg.pgTable(
  "compliance_policy",
  {
    id: pg.integer("id").primaryKey().default(1),
    policy: pg.jsonb("policy").$type<TCompliancePolicy>().notNull(),
    updatedBy: pg.uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [pg.check("compliance_policy_singleton", sql`${t.id} = 1`)],
);

/**
 * The required certificates each crew member lacks for each vessel they are aboard (joinDate null) or have
 * a scheduled join rotation to (its join date): the missing-certificates rule evaluated ahead of time, so
 * the alerts list, the dashboard count and the digest read it instead of re-deriving it for every tour of
 * the fleet. Written only by the database: triggers on documents, crew, rotations, vessels and requirements
 * call refresh_missing_certificates(crew ids) in the writing statement's transaction (migration
 * 0017_missing_certificates_maintained, where the rule itself is the SQL function missing_certificates_of).
 */
export const crewMissingCertificates = pg.pgTable(
  "crew_missing_certificates",
  {
    crewMemberId: crewMemberRef(),
    vesselId: vesselRef(),
    certificateType: pg
      .text("certificate_type")
      .notNull()
      .references(() => certificateTypes.code, { onDelete: "cascade", onUpdate: "cascade" }),
    joinDate: day("join_date"),
  },
  (t) => [
    pg.index("crew_missing_certificates_crew_idx").on(t.crewMemberId),
    pg.index("crew_missing_certificates_vessel_idx").on(t.vesselId),
  ],
);

/**
 * The weakest required certificate of each seafarer × vessel × rank of a tour not cancelled (the missing
 * certificates projection, projections/missing-certificates.ts): the held-until date of the required
 * certificate held the shortest (NULL: one is missing). No row: the rank needs nothing there. Rule 4
 * ("compliant") on a day holds exactly when no required certificate is missing or expired that day, and an
 * expired date stays expired for every earlier one, so the weakest alone decides it: the fleet's compliance
 * rate is a count over this table (compliance/service.ts fleetCompliance).
 */
export const crewWeakestCertificates = pg.pgTable(
  "crew_weakest_certificates",
  {
    crewMemberId: crewMemberRef(),
    vesselId: vesselRef(),
    rank: pg.text("rank").notNull(),
    heldUntil: day("held_until"),
  },
  (t) => [pg.primaryKey({ columns: [t.crewMemberId, t.vesselId, t.rank] })],
);

/** Nationality rules a flag sets: per flag state and rank, the nationalities allowed to serve
 * and whether another blocks or warns (src/shared/nationality-rules.ts); no row: any nationality. */
export const flagNationalityRules = pg.pgTable(
  "flag_nationality_rules",
  {
    flag: pg.text("flag").notNull(),
    rank: pg.text("rank").notNull(),
    nationalities: pg.text("nationalities").array().notNull(),
    action: pg.text("action", { enum: ["block", "warn"] }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.flag, t.rank] }),
    pg.check("flag_nationality_rules_action", sql`${t.action} in ('block','warn')`),
  ],
);
