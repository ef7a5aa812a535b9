import { RANK_NAMES } from "@shared/ranks";
import { describe, expect, it } from "vitest";
import { formValuesFromScan, rankFromPosition } from "./apply-scan";

describe("applying a scan to the add-crew form", () => {
  it("keeps the passport zone's split of given names and surname", () => {
    const values = formValuesFromScan(
      {
        source: "mrz",
        fieldCount: 5,
        confidence: {},
        fields: {
          name: "Maria Clara Santos",
          firstName: "Maria Clara",
          lastName: "Santos",
          nationality: "Filipino",
          dateOfBirth: "1990-03-15",
        },
      },
      RANK_NAMES,
    );
    expect(values).toEqual({
      firstName: "Maria Clara",
      lastName: "Santos",
      nationality: "Filipino",
      dateOfBirth: "1990-03-15",
    });
  });
  it("splits a bare full name at the first space and turns contract dates into a duration", () => {
    const values = formValuesFromScan(
      {
        source: "text",
        fieldCount: 5,
        confidence: {},
        fields: {
          name: "Juan Dela Cruz",
          position: "Able Seaman",
          contractStartDate: "2026-12-01",
          contractEndDate: "2027-05-30",
          emergencyPhone: "+63 1",
        },
      },
      RANK_NAMES,
    );
    expect(values).toMatchObject({
      firstName: "Juan",
      lastName: "Dela Cruz",
      rank: "Able Seaman",
      contractStartDate: "2026-12-01",
      contractDurationDays: 180,
    });
    expect(values["emergencyContact.phone"]).toBe("+63 1");
  });
  it("leaves the rank empty when the position names no rank of the form", () => {
    expect(rankFromPosition("Deck Cadet", RANK_NAMES)).toBeNull();
    expect(rankFromPosition("cook", RANK_NAMES)).toBe("Cook");
  });
});
