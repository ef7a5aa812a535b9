import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./dates";
import {
  checkEligibility,
  coveredUntil,
  type EligibilityDocument,
  type EligibilityInput,
  lastSignOffFor,
  tourEligibleUntil,
} from "./eligibility";
import { DEFAULT_COMPLIANCE_POLICY } from "./requirements";

const FROM = "2026-03-12";
const TO = "2026-07-30";
const doc = (type: string, issueDate: string, expiryDate: string, issuingState: string | null = null) => ({
  type,
  issueDate,
  expiryDate,
  issuingState,
});
const REQUIRED = ["passport", "cdc", "medical", "bst", "coc", "flag_endorsement"];
const validSet = (): EligibilityDocument[] => [
  doc("passport", "2020-01-01", "2035-12-31"),
  doc("cdc", "2020-01-01", "2035-12-31"),
  doc("medical", "2025-06-01", "2027-05-31"),
  doc("bst", "2022-01-01", "2027-01-01"),
  doc("coc", "2022-01-01", "2031-01-01", "Panama"),
];
const run = (over: Partial<EligibilityInput> = {}) =>
  checkEligibility({
    from: FROM,
    to: TO,
    vessel: { type: "Bulk Carrier", flag: "Panama" },
    required: REQUIRED,
    documents: validSet(),
    policy: DEFAULT_COMPLIANCE_POLICY,
    ...over,
  });
const replace = (type: string, d: EligibilityDocument) => [...validSet().filter((x) => x.type !== type), d];
const codes = (list: { code: string; certificateType?: string }[]) =>
  list.map((b) => `${b.code}${b.certificateType ? `:${b.certificateType}` : ""}`);

describe("checkEligibility", () => {
  it("passes a seafarer holding every required certificate for the whole tour", () => {
    const r = run();
    expect(r).toMatchObject({ eligible: true, blockers: [], warnings: [] });
    // every required certificate must last to sign-off: bst (2027-01-01) limits before the 11 months do
    expect(r.eligibleUntil).toBe("2027-01-01");
  });

  it("blocks a missing certificate, naming it", () => {
    const r = run({ documents: validSet().filter((d) => d.type !== "bst") });
    expect(r.eligible).toBe(false);
    expect(r.blockers).toEqual([
      { code: "MISSING", certificateType: "bst", message: "Basic Safety Training is missing" },
    ]);
    expect(r.eligibleUntil).toBeNull();
  });

  it("blocks a certificate that expired the day before sign-on, not one expiring on sign-on day", () => {
    const before = run({ documents: replace("bst", doc("bst", "2021-01-01", addDays(FROM, -1))) });
    expect(codes(before.blockers)).toEqual(["EXPIRED:bst"]);
    expect(before.blockers[0]).toMatchObject({
      date: "2026-03-11",
      message: "Basic Safety Training expired on Mar 11, 2026, before sign-on",
    });
    const onDay = run({ documents: replace("bst", doc("bst", "2021-01-01", FROM)) });
    // valid on sign-on day, but it lapses before sign-off: that blocks by default (not EXPIRED)
    expect(codes(onDay.blockers)).toEqual(["EXPIRES_DURING_TOUR:bst"]);
    expect(onDay.eligibleUntil).toBe(FROM);
  });

  it("blocks a certificate issued after sign-on, not one issued on sign-on day", () => {
    expect(
      codes(run({ documents: replace("bst", doc("bst", addDays(FROM, 1), "2030-01-01")) }).blockers),
    ).toEqual(["NOT_YET_VALID:bst"]);
    expect(run({ documents: replace("bst", doc("bst", FROM, "2030-01-01")) }).eligible).toBe(true);
  });

  it("blocks a seaman's book expiring the day before sign-off (policy: whole tour), not on sign-off day", () => {
    const early = run({ documents: replace("cdc", doc("cdc", "2020-01-01", addDays(TO, -1))) });
    expect(early.blockers).toEqual([
      {
        code: "EXPIRES_DURING_TOUR",
        certificateType: "cdc",
        date: "2026-07-29",
        message: "CDC expires on Jul 29, 2026, before sign-off on Jul 30, 2026",
      },
    ]);
    expect(early.eligibleUntil).toBe("2026-07-29");
    const onDay = run({ documents: replace("cdc", doc("cdc", "2020-01-01", TO)) });
    expect(onDay.eligible).toBe(true);
    expect(onDay.eligibleUntil).toBe(TO);
  });

  it("blocks any required certificate lapsing before sign-off by default; a policy relaxing it warns, visibly", () => {
    const docs = replace("bst", doc("bst", "2021-06-01", addDays(TO, -10)));
    const strict = run({ documents: docs });
    expect(codes(strict.blockers)).toEqual(["EXPIRES_DURING_TOUR:bst"]);
    expect(strict.eligibleUntil).toBe(addDays(TO, -10));
    const relaxed = run({
      documents: docs,
      policy: { ...DEFAULT_COMPLIANCE_POLICY, midTourExpiry: { bst: "warn" } },
    });
    expect(relaxed.eligible).toBe(true);
    expect(codes(relaxed.warnings)).toEqual(["EXPIRES_DURING_TOUR:bst"]);
    expect(relaxed.warnings[0].message).toContain("the company policy warns where the regulations block");
  });

  it("needs a passport 6 months beyond sign-off, to the day, across a leap day", () => {
    const to = "2027-08-31"; // + 6 months = 2028-02-29 (leap year)
    const from = "2027-03-01";
    const short = run({
      from,
      to,
      required: ["passport"],
      documents: [doc("passport", "2020-01-01", "2028-02-28")],
    });
    expect(codes(short.blockers)).toEqual(["EXPIRES_WITHIN_BUFFER:passport"]);
    expect(short.blockers[0].message).toBe(
      "Passport expires on Feb 28, 2028, less than 6 months after sign-off on Aug 31, 2027",
    );
    expect(short.eligibleUntil).toBe("2027-08-28");
    const enough = run({
      from,
      to,
      required: ["passport"],
      documents: [doc("passport", "2020-01-01", "2028-02-29")],
    });
    expect(enough.eligible).toBe(true);
  });

  it("blocks a tour longer than 11 months, to the day (month ends and leap years clamp)", () => {
    const fromEnd = "2026-01-31"; // + 11 months = 2026-12-31
    expect(run({ from: fromEnd, to: "2026-12-31", documents: [], required: [] }).eligible).toBe(true);
    const long = run({ from: fromEnd, to: "2027-01-01", required: [] });
    expect(codes(long.blockers)).toEqual(["TOUR_TOO_LONG"]);
    expect(long.blockers[0]).toMatchObject({ date: "2026-12-31" });
    expect(run({ from: "2024-02-29", to: "2025-01-29", required: [] }).eligible).toBe(true);
    expect(codes(run({ from: "2024-02-29", to: "2025-01-30", required: [] }).blockers)).toEqual([
      "TOUR_TOO_LONG",
    ]);
  });

  it("needs a flag endorsement when the CoC's issuing state differs from the vessel's flag", () => {
    const liberian = replace("coc", doc("coc", "2022-01-01", "2031-01-01", "Liberia"));
    const missing = run({ documents: liberian });
    expect(missing.blockers).toEqual([
      {
        code: "FLAG_ENDORSEMENT_MISSING",
        certificateType: "flag_endorsement",
        message: "No Panama flag endorsement: the CoC was issued by Liberia",
      },
    ]);
    const wrongFlag = [...liberian, doc("flag_endorsement", "2025-01-01", "2030-01-01", "Malta")];
    expect(codes(run({ documents: wrongFlag }).blockers)).toEqual([
      "FLAG_ENDORSEMENT_MISSING:flag_endorsement",
    ]);
    const endorsed = [...liberian, doc("flag_endorsement", "2025-01-01", "2030-01-01", "Panama")];
    expect(run({ documents: endorsed }).eligible).toBe(true);
    const lapsing = [...liberian, doc("flag_endorsement", "2025-01-01", addDays(TO, -1), "Panama")];
    expect(codes(run({ documents: lapsing }).blockers)).toEqual(["EXPIRES_DURING_TOUR:flag_endorsement"]);
  });

  it("warns when the CoC's issuing state is unknown; without a CoC only the CoC is missing", () => {
    const r = run({ documents: replace("coc", doc("coc", "2022-01-01", "2031-01-01")) });
    expect(r.eligible).toBe(true);
    expect(codes(r.warnings)).toEqual(["FLAG_STATE_UNKNOWN:flag_endorsement"]);
    expect(codes(run({ documents: validSet().filter((d) => d.type !== "coc") }).blockers)).toEqual([
      "MISSING:coc",
    ]);
  });

  it("chains a renewal onto the document it renews; a one-day gap between them breaks the cover", () => {
    const chained = [doc("cdc", "2018-01-01", "2026-05-01"), doc("cdc", "2026-05-02", "2036-05-01")];
    expect(run({ documents: [...validSet().filter((d) => d.type !== "cdc"), ...chained] }).eligible).toBe(
      true,
    );
    const gap = [doc("cdc", "2018-01-01", "2026-05-01"), doc("cdc", "2026-05-03", "2036-05-01")];
    const r = run({ documents: [...validSet().filter((d) => d.type !== "cdc"), ...gap] });
    expect(r.blockers).toMatchObject([
      { code: "EXPIRES_DURING_TOUR", certificateType: "cdc", date: "2026-05-01" },
    ]);
  });
});

describe("the far end of the calendar", () => {
  it("checks a tour against certificates that never expire (9999-12-31), up to the last accepted day", () => {
    const forever = REQUIRED.map((type) => doc(type, "2020-01-01", "9999-12-31", "Panama"));
    expect(run({ documents: forever })).toMatchObject({ eligible: true, blockers: [] });
    expect(run({ documents: forever, from: "9999-06-01", to: "9999-12-31" }).eligible).toBe(true);
  });
});

describe("coverage helpers", () => {
  it("coveredUntil follows overlapping and adjacent spans and stops at a gap", () => {
    const docs = [
      doc("x", "2026-01-01", "2026-01-10"),
      doc("x", "2026-01-11", "2026-01-20"),
      doc("x", "2026-01-05", "2026-01-15"),
      doc("x", "2026-01-22", "2026-12-31"),
    ];
    expect(coveredUntil(docs, "2026-01-03")).toBe("2026-01-20");
    expect(coveredUntil(docs, "2026-01-21")).toBeNull();
    expect(coveredUntil(docs, "2026-02-01")).toBe("2026-12-31");
  });
  it("lastSignOffFor is the last day whose date + months is on or before the end (month ends clamp)", () => {
    expect(lastSignOffFor("2028-02-29", 6)).toBe("2027-08-31");
    expect(lastSignOffFor("2028-02-28", 6)).toBe("2027-08-28");
    expect(lastSignOffFor("2027-03-31", 1)).toBe("2027-02-28");
    expect(lastSignOffFor("2027-01-15", 0)).toBe("2027-01-15");
    // "never expires" (9999-12-31, the last calculable day) limits nothing: an answer, not an endless
    // walk or a throw
    expect(lastSignOffFor("9999-12-31", 6)).toBe("9999-12-31");
  });
});

const day = fc.integer({ min: 0, max: 8000 }).map((n) => addDays("2020-01-01", n));

describe("eligibility properties", () => {
  it("a tour inside a valid document's span never blocks on that document", () => {
    fc.assert(
      fc.property(
        day,
        day,
        day,
        day,
        fc.constantFrom("bst", "cdc", "medical", "visa"),
        (a, b, c, d, code) => {
          const [issue, from, to, expiry] = [a, b, c, d].sort();
          const r = checkEligibility({
            from,
            to,
            vessel: { type: "Tanker", flag: "Malta" },
            required: [code],
            documents: [doc(code, issue, expiry)],
            policy: DEFAULT_COMPLIANCE_POLICY,
          });
          expect(r.blockers.filter((x) => x.certificateType === code)).toEqual([]);
        },
      ),
    );
  });

  it("eligibleUntil is the last sign-off day that passes: that day passes, the next one does not", () => {
    const docArb = fc.record({
      type: fc.constantFrom("passport", "cdc", "medical", "bst"),
      start: day,
      length: fc.integer({ min: 0, max: 3000 }),
    });
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 8 }), day, (raw, from) => {
        const documents = raw.map((d) => doc(d.type, d.start, addDays(d.start, d.length)));
        const input = {
          from,
          to: from,
          vessel: { type: "Bulk Carrier", flag: "Panama" },
          required: ["passport", "cdc", "medical", "bst"],
          documents,
          policy: DEFAULT_COMPLIANCE_POLICY,
        };
        const until = checkEligibility(input).eligibleUntil;
        if (until === null) {
          expect(checkEligibility(input).eligible).toBe(false);
          return;
        }
        expect(until >= from && until <= addMonths(from, 11)).toBe(true);
        expect(checkEligibility({ ...input, to: until }).eligible).toBe(true);
        expect(checkEligibility({ ...input, to: addDays(until, 1) }).eligible).toBe(false);
      }),
    );
  });
});

describe("tourEligibleUntil: the first of a certificate's lapse, the contract's end and the maximum tour", () => {
  const max = { maxTourMonths: 11 };
  it("takes whichever comes first, and says which", () => {
    expect(
      tourEligibleUntil("2027-01-10", { ...max, signOn: "2026-03-01", contractEnd: "2027-03-01" }),
    ).toEqual({
      until: "2027-01-10",
      limit: "certificate",
    });
    expect(
      tourEligibleUntil("2027-06-10", { ...max, signOn: "2026-03-01", contractEnd: "2027-03-01" }),
    ).toEqual({
      until: "2027-02-01",
      limit: "max_tour",
    });
    expect(
      tourEligibleUntil("2027-06-10", { ...max, signOn: "2026-09-01", contractEnd: "2026-12-24" }),
    ).toEqual({
      until: "2026-12-24",
      limit: "contract",
    });
  });
  it("is the check's answer without a sign-on or contract, and null when not eligible today", () => {
    expect(tourEligibleUntil("2027-01-10", max)).toEqual({ until: "2027-01-10", limit: "certificate" });
    expect(tourEligibleUntil(null, { ...max, contractEnd: "2027-01-01" })).toBeNull();
  });
});
