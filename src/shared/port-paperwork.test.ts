import { describe, expect, it } from "vitest";
import { MSW_CREW_LIST_COLUMNS } from "./msw-crew-list";
import {
  chooseIdDocument,
  crewListDay,
  onCrewList,
  seafarerGaps,
  type TCrewListEntry,
  ZVesselCrewListQuery,
} from "./port-paperwork";

const D = "2026-06-20";

describe("who is on the crew list of a day", () => {
  const signsOff = { signOn: "2026-01-01", signOff: D };
  const signsOn = { signOn: D, signOff: null };
  const stays = { signOn: null, signOff: "2026-12-01" };
  const left = { signOn: "2026-01-01", signOff: "2026-06-19" };
  const later = { signOn: "2026-06-21", signOff: null };
  const sameDay = { signOn: D, signOff: D };

  it("at arrival: before the day's sign-offs and sign-ons", () => {
    expect(crewListDay(D, "arrival")).toBe("2026-06-19");
    expect(onCrewList(signsOff, D, "arrival")).toBe(true);
    expect(onCrewList(signsOn, D, "arrival")).toBe(false);
    expect(onCrewList(stays, D, "arrival")).toBe(true);
    expect(onCrewList(left, D, "arrival")).toBe(false);
    expect(onCrewList(later, D, "arrival")).toBe(false);
  });

  it("at departure: after them", () => {
    expect(crewListDay(D, "departure")).toBe(D);
    expect(onCrewList(signsOff, D, "departure")).toBe(false);
    expect(onCrewList(signsOn, D, "departure")).toBe(true);
    expect(onCrewList(stays, D, "departure")).toBe(true);
    expect(onCrewList(left, D, "departure")).toBe(false);
    expect(onCrewList(later, D, "departure")).toBe(false);
  });

  it("a tour signing on and off on the same day is on neither list", () => {
    expect(onCrewList(sameDay, D, "arrival")).toBe(false);
    expect(onCrewList(sameDay, D, "departure")).toBe(false);
  });

  it("arrival on the 1st of a month looks at the last day of the one before", () => {
    expect(crewListDay("2028-03-01", "arrival")).toBe("2028-02-29");
    expect(onCrewList({ signOn: "2028-01-01", signOff: "2028-03-01" }, "2028-03-01", "arrival")).toBe(true);
  });
});

describe("the identity document a list prints", () => {
  const doc = (type: string, number: string, expiryDate: string) => ({
    type,
    number,
    issuingState: "PHL",
    expiryDate,
  });

  it("a valid passport before a CDC; the latest expiry of a type", () => {
    expect(
      chooseIdDocument(
        [
          doc("cdc", "C1", "2030-01-01"),
          doc("passport", "P1", "2027-01-01"),
          doc("passport", "P2", "2029-01-01"),
        ],
        D,
      )?.number,
    ).toBe("P2");
  });
  it("a CDC when the passport has expired by the date; a document expiring on the date still counts", () => {
    expect(chooseIdDocument([doc("passport", "P1", "2026-06-19"), doc("cdc", "C1", D)], D)?.number).toBe(
      "C1",
    );
  });
  it("none when nothing valid, and never another type", () => {
    expect(
      chooseIdDocument([doc("visa", "V1", "2030-01-01"), doc("passport", "P1", "2020-01-01")], D),
    ).toBeNull();
  });
});

describe("the list's query", () => {
  it("says a missing or empty date is needed", () => {
    for (const q of [{ kind: "arrival" }, { date: "", kind: "arrival" }]) {
      const r = ZVesselCrewListQuery.safeParse(q);
      expect(r.error?.issues[0].message).toBe("Choose the date of the port call (yyyy-MM-dd)");
    }
  });
  it("defaults to JSON and upper-cases UN/LOCODEs", () => {
    expect(ZVesselCrewListQuery.parse({ date: D, kind: "departure", portLocode: "sgsin" })).toMatchObject({
      format: "json",
      portLocode: "SGSIN",
    });
  });
});

const entry: TCrewListEntry = {
  crewMemberId: "c1",
  familyName: "Santos",
  givenNames: "Ana Maria",
  rank: "Captain",
  nationality: "PHL",
  dateOfBirth: "1980-02-29",
  placeOfBirth: "Cebu",
  countryOfBirth: "PHL",
  gender: "X",
  idDocument: { type: "cdc", number: "C-1", issuingState: "PHL", expiryDate: "2030-12-31" },
};

describe("what a list lacks of a seafarer", () => {
  it("nothing for a complete entry", () => expect(seafarerGaps(entry)).toEqual([]));
  it("each field the list needs, in the list's order; the issuing state only with a document", () => {
    expect(
      seafarerGaps({ ...entry, nationality: null, gender: null, placeOfBirth: "", countryOfBirth: null }),
    ).toEqual(["nationality", "gender", "placeOfBirth", "countryOfBirth"]);
    expect(seafarerGaps({ ...entry, idDocument: null })).toEqual(["idDocument"]);
    expect(
      seafarerGaps({
        ...entry,
        idDocument: { type: "cdc", number: "C-1", issuingState: null, expiryDate: "2030-12-31" },
      }),
    ).toEqual(["idDocumentIssuingState"]);
  });
});

describe("the single window template's row", () => {
  it("B to P: dates yyyy/mm/dd, sex M, F or Other, empty where we hold no such field, effects last", () => {
    const row = MSW_CREW_LIST_COLUMNS.map((c) => c.value({ entry, effects: "" }, 1));
    expect(row).toEqual([
      "1",
      "Santos",
      "Ana Maria",
      "",
      "PHL",
      "Other",
      "1980/02/29",
      "C-1",
      "PHL",
      "2030/12/31",
      "",
      "",
      "Captain",
      "Cebu",
      "Nothing declared",
    ]);
    expect(MSW_CREW_LIST_COLUMNS.filter((c) => !c.required).map((c) => c.header)).toEqual([
      "Middle Name",
      "Port of Embarkation",
      "Port Of Debarkation",
    ]);
  });
});
