// The company's wage policy (wage_settings, one row): whether the sign-on and the sign-off day of a tour
// are paid (src/shared/wages.ts `paidDays`; MLC A2.2 and the agreement's wage formula, docs/regulations.md
// "Wages"). Read by days-aboard.ts; the admin sets it.
import type { WagePolicy } from "../../../shared/wages";
import { writeTx } from "../../db/app-today";
import { wageSettings } from "../../db/schema-wages";
import { logActivity } from "../../lib/activity-log";
import type { RequestCtx } from "../../lib/request-ctx";
import { wagePolicy } from "./days-aboard";

export const getWagePolicy = ({ db }: RequestCtx) => wagePolicy(db);

export async function setWagePolicy(ctx: RequestCtx, policy: WagePolicy): Promise<WagePolicy> {
  return writeTx(ctx, async (tx) => {
    const before = await wagePolicy(tx);
    await tx
      .insert(wageSettings)
      .values({ id: 1, policy })
      .onConflictDoUpdate({ target: wageSettings.id, set: { policy, updatedAt: new Date() } });
    const paid = (b: boolean) => (b ? "paid" : "not paid");
    await logActivity(tx, ctx.caller, {
      type: "wages",
      action: "wage-policy",
      entityType: "settings",
      description: `Wage policy set: sign-on day ${paid(policy.payFirstDay)}, sign-off day ${paid(policy.payLastDay)}`,
      severity: "success",
      metadata: { before, after: policy },
    });
    return wagePolicy(tx);
  });
}
