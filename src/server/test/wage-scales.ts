// The body of a wage scale for POST /api/wage-scales with the three components the tests' scales have
// (basic wage and fixed overtime a month, overtime by the hour), amounts in integer minor units.
export const wageScaleBody = (
  rank: string,
  amounts: { basic: number; fixedOt: number; otRate: number },
  over: object = {},
) => ({
  rank,
  currency: "USD",
  validFrom: "2026-01-01",
  components: [
    { code: "basic", label: "Basic wage", kind: "monthly", amount: amounts.basic },
    { code: "fixed_ot", label: "Fixed overtime", kind: "monthly", amount: amounts.fixedOt },
    { code: "ot_rate", label: "Overtime per hour", kind: "hourly", amount: amounts.otRate },
  ],
  ...over,
});
