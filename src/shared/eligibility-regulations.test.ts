// The eligibility rule at the regulations' boundaries (docs/regulations.md, "Eligibility for the whole
// tour"): the medical certificate's grace (MLC A1.2 para 9), the receipt of application for a flag
// endorsement (STCW I/10 para 5), "never expires", and the default requirements by rank and vessel type.
import { describe, expect, it } from "vitest";
import {
  BUILTIN_CERTIFICATE_TYPES,
  NEVER_EXPIRES,
  PER_STATE_TYPES,
  typeExpires,
  typesRenewedBy,
} from "./certificates";
import { addDays, addMonths, daysBetween } from "./dates";
import {
  checkEligibility,
  type EligibilityDocument,
  type EligibilityInput,
  lastSignOffInGrace,
} from "./eligibility";
import { rankOf } from "./ranks";
import { DEFAULT_COMPLIANCE_POLICY, defaultRequiredCodes } from "./requirements";

const doc = (type: string, issueDate: string, expiryDate: string, issuingState: string | null = null) => ({
  type,
  issueDate,
  expiryDate,
  issuingState,
});
const codes = (list: { code: string; certificateType?: string }[]) =>
  list.map((b) => `${b.code}${b.certificateType ? `:${b.certificateType}` : ""}`);

describe("the medical certificate's grace (MLC A1.2 para 9)", () => {
  // 3 months before 2027-03-31 is 2026-12-31: exactly 90 days, so 89/90/91 days straddle the boundary
  const TO = "2027-03-31";
  const run = (expiry: string, policy = DEFAULT_COMPLIANCE_POLICY) =>
    checkEligibility({
      from: "2026-10-01",
      to: TO,
      vessel: { type: "Bulk Carrier", flag: "Panama" },
      required: ["medical"],
      documents: [doc("medical", "2025-01-01", expiry)],
      policy,
    });
  it("the boundary is 90 days here", () => expect(daysBetween(addMonths(TO, -3), TO)).toBe(90));

  it("lapsing 89 or 90 days before sign-off: a warning (book a medical at a port)", () => {
    for (const days of [89, 90]) {
      const r = run(addDays(TO, -days));
      expect(r.eligible).toBe(true);
      expect(codes(r.warnings)).toEqual(["EXPIRES_DURING_TOUR:medical"]);
      expect(r.warnings[0].message).toContain("MLC A1.2 para 9");
    }
  });

  it("lapsing 91 days before sign-off: a blocker, eligible until 3 months after the lapse", () => {
    const r = run(addDays(TO, -91));
    expect(r.eligible).toBe(false);
    expect(codes(r.blockers)).toEqual(["EXPIRES_DURING_TOUR:medical"]);
    expect(r.eligibleUntil).toBe(addDays(TO, -1));
  });

  it("a policy without grace blocks any lapse before sign-off; another type gets no grace", () => {
    const none = { ...DEFAULT_COMPLIANCE_POLICY, medicalGraceMonths: 0 };
    expect(codes(run(addDays(TO, -1), none).blockers)).toEqual(["EXPIRES_DURING_TOUR:medical"]);
    const bst = checkEligibility({
      from: "2026-10-01",
      to: TO,
      vessel: { type: "Bulk Carrier", flag: "Panama" },
      required: ["bst"],
      documents: [doc("bst", "2022-01-01", addDays(TO, -1))],
      policy: DEFAULT_COMPLIANCE_POLICY,
    });
    expect(codes(bst.blockers)).toEqual(["EXPIRES_DURING_TOUR:bst"]);
  });
});

describe("a receipt of application for a flag endorsement (STCW I/10 para 5)", () => {
  const ISSUE = "2026-06-15";
  const END = addMonths(ISSUE, 3); // 2026-09-15
  const run = (to: string, docs: EligibilityDocument[]) =>
    checkEligibility({
      from: "2026-07-01",
      to,
      vessel: { type: "Bulk Carrier", flag: "Malta" },
      required: ["coc", "flag_endorsement"],
      documents: [doc("coc", "2022-01-01", "2031-01-01", "Panama"), ...docs],
      policy: DEFAULT_COMPLIANCE_POLICY,
    });
  const cra = (expiry: string) => doc("flag_endorsement_cra", ISSUE, expiry, "Malta");

  it("stands for the endorsement to 3 months from its issue, to the day", () => {
    expect(run(addDays(END, -1), [cra(END)]).eligible).toBe(true);
    expect(run(END, [cra(END)]).eligible).toBe(true);
    const late = run(addDays(END, 1), [cra(END)]);
    expect(codes(late.blockers)).toEqual(["EXPIRES_DURING_TOUR:flag_endorsement"]);
    expect(late.eligibleUntil).toBe(END);
  });

  it("never longer than 3 months, whatever expiry was entered; only for the flag it names", () => {
    expect(codes(run(addDays(END, 1), [cra("2027-06-15")]).blockers)).toEqual([
      "EXPIRES_DURING_TOUR:flag_endorsement",
    ]);
    const other = run(END, [doc("flag_endorsement_cra", ISSUE, END, "Cyprus")]);
    expect(codes(other.blockers)).toEqual(["FLAG_ENDORSEMENT_MISSING:flag_endorsement"]);
  });

  it("the endorsement issued later continues the cover without a gap", () => {
    const r = run("2027-01-31", [cra(END), doc("flag_endorsement", addDays(END, 1), "2031-01-01", "Malta")]);
    expect(r).toMatchObject({ eligible: true, blockers: [] });
  });
});

describe("never expires (9999-12-31)", () => {
  const run = (over: Partial<EligibilityInput>) =>
    checkEligibility({
      from: "2026-07-01",
      to: "2027-05-31",
      vessel: { type: "Bulk Carrier", flag: "Panama" },
      required: ["passport", "mfa", "medical"],
      documents: [
        doc("passport", "2020-01-01", NEVER_EXPIRES),
        doc("mfa", "2010-01-01", NEVER_EXPIRES),
        doc("medical", "2026-01-01", NEVER_EXPIRES),
      ],
      policy: DEFAULT_COMPLIANCE_POLICY,
      ...over,
    });
  it("covers any tour, the passport's 6-month buffer included; only the tour length limits", () => {
    const r = run({});
    expect(r).toMatchObject({ eligible: true, blockers: [], warnings: [] });
    expect(r.eligibleUntil).toBe("2027-06-01"); // 11 months from sign-on
  });
  it("a medical lapsing in the last 3 months of year 9999 limits nothing past it", () => {
    expect(lastSignOffInGrace("9999-11-01", 3)).toBe(NEVER_EXPIRES);
    expect(lastSignOffInGrace("2026-12-30", 3)).toBe("2027-03-30");
  });
  it("a tour ending on 9999-12-31 itself is judged without an error", () => {
    const r = run({
      from: "9999-01-01",
      to: NEVER_EXPIRES,
      policy: { ...DEFAULT_COMPLIANCE_POLICY, maxTourMonths: 12 },
    });
    expect(r.blockers).toEqual([]);
  });
});

describe("the catalogue's expiry and renewal rules", () => {
  const def = (code: string) => BUILTIN_CERTIFICATE_TYPES.find((t) => t.code === code) as never;
  it("records certificates without a fixed term without an expiry; identity documents always expire", () => {
    for (const code of ["mfa", "ssa", "sso", "ecdis", "sdsd", "ships_cook", "able_seafarer_deck"])
      expect(typeExpires(def(code)), code).toBe(false);
    for (const code of ["passport", "visa", "cdc", "medical", "bst", "coc", "flag_endorsement_cra"])
      expect(typeExpires(def(code)), code).toBe(true);
  });
  it("a generic STCW never supersedes; a CDC renews per issuing state; an endorsement replaces its receipt", () => {
    expect(typesRenewedBy("stcw")).toEqual([]);
    expect(typesRenewedBy("bst")).toEqual(["bst"]);
    expect(typesRenewedBy("flag_endorsement")).toEqual(["flag_endorsement", "flag_endorsement_cra"]);
    expect(PER_STATE_TYPES).toContain("cdc");
  });
});

describe("default requirements by rank and vessel type", () => {
  const codes = (rank: string, type: string) => defaultRequiredCodes(rankOf(rank) as never, type);
  it("a cook needs the ship's cook certificate (MLC A3.2); no steward does", () => {
    expect(codes("Cook", "Bulk Carrier")).toContain("ships_cook");
    expect(codes("Steward", "Bulk Carrier")).not.toContain("ships_cook");
  });
  it("ratings need their certificate of proficiency, the ETO a CoC; deck ratings designated security duties", () => {
    expect(codes("Able Seaman", "Bulk Carrier")).toEqual(
      expect.arrayContaining(["able_seafarer_deck", "sdsd"]),
    );
    expect(codes("Able Seaman", "Bulk Carrier")).not.toContain("ssa");
    expect(codes("Ordinary Seaman", "Bulk Carrier")).toContain("rating_nav_watch");
    expect(codes("Oiler", "Bulk Carrier")).toEqual(expect.arrayContaining(["able_seafarer_engine", "ssa"]));
    expect(codes("Wiper", "Bulk Carrier")).toContain("rating_engine_watch");
    expect(codes("Electro-Technical Officer", "Bulk Carrier")).toContain("coc");
  });
  it("gas carriers take the liquefied-gas courses, chemical tankers the chemical advanced; not for catering", () => {
    expect(codes("Chief Engineer", "LNG Carrier")).toEqual(
      expect.arrayContaining(["gas_basic", "gas_advanced"]),
    );
    expect(codes("Able Seaman", "LPG Carrier")).toContain("gas_basic");
    expect(codes("Able Seaman", "LPG Carrier")).not.toContain("tanker_basic");
    expect(codes("Chief Officer", "Chemical Tanker")).toEqual(
      expect.arrayContaining(["tanker_basic", "tanker_advanced_chemical"]),
    );
    for (const type of ["Tanker", "Chemical Tanker", "LNG Carrier", "LPG Carrier"])
      for (const rank of ["Cook", "Steward"])
        expect(
          codes(rank, type).filter((c) => /tanker|gas/.test(c)),
          `${rank} ${type}`,
        ).toEqual([]);
  });
});
