// Nationality rules a flag sets: per flag state and rank, the nationalities allowed to
// serve (e.g. the master of a Norwegian-flagged ship Norwegian; a cabotage flag's officers from a list),
// and whether a seafarer of another nationality is blocked or only warned about. Crew nationality is the
// free text of the crew record ("Filipino"), so a rule lists nationalities the same way, compared without
// case or surrounding spaces. No rule for a flag and rank: any nationality. Admins keep them under
// Settings → Certificates; the reliever ranking (src/shared/relievers.ts) applies them.
import { z } from "zod";
import type { TEligibilityIssue } from "./eligibility";
import { FLAG_STATES } from "./options";
import { ZRank } from "./ranks";

export const NATIONALITY_RULE_ACTIONS = ["block", "warn"] as const;
export type NationalityRuleAction = (typeof NATIONALITY_RULE_ACTIONS)[number];

export interface NationalityRule {
  flag: string;
  rank: string;
  nationalities: string[];
  action: NationalityRuleAction;
}

const norm = (s: string) => s.trim().toLowerCase();

/** The issue a seafarer of `nationality` raises under `rule` (none when allowed or no rule), and whether
 * it is a blocker or a warning. */
export function nationalityIssue(
  rule: Pick<NationalityRule, "flag" | "rank" | "nationalities" | "action"> | null | undefined,
  nationality: string,
): { kind: "blocker" | "warning"; issue: TEligibilityIssue } | null {
  if (!rule || rule.nationalities.length === 0) return null;
  if (rule.nationalities.some((n) => norm(n) === norm(nationality))) return null;
  return {
    kind: rule.action === "block" ? "blocker" : "warning",
    issue: {
      code: "NATIONALITY_RULE",
      message: `${rule.flag} flag: ${rule.rank} must be ${rule.nationalities.join(" or ")} (is ${nationality.trim() || "not recorded"})`,
    },
  };
}

export const DUPLICATE_RULE_MESSAGE = "One rule per rank";

const ZNationality = z.string().trim().min(1, "Name a nationality").max(60);

/** PUT /api/nationality-rules (admin): replaces every rule of one flag state. */
export const ZNationalityRulesPut = z.object({
  flag: z.enum(FLAG_STATES, "Choose a flag from the list"),
  rules: z
    .array(
      z.object({
        rank: ZRank,
        nationalities: z.array(ZNationality).min(1, "List at least one nationality").max(20),
        action: z.enum(NATIONALITY_RULE_ACTIONS),
      }),
    )
    .max(50)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((r, i) => {
        if (seen.has(r.rank))
          ctx.addIssue({ code: "custom", path: [i, "rank"], message: DUPLICATE_RULE_MESSAGE });
        seen.add(r.rank);
      });
    }),
});
export type TNationalityRulesPut = z.infer<typeof ZNationalityRulesPut>;

export const ZNationalityRulesQuery = z.object({
  flag: z.enum(FLAG_STATES, "Choose a flag from the list").optional(),
});

export const ZNationalityRule = z.object({
  flag: z.string(),
  rank: z.string(),
  nationalities: z.array(z.string()),
  action: z.enum(NATIONALITY_RULE_ACTIONS),
});
export type TNationalityRule = z.infer<typeof ZNationalityRule>;
