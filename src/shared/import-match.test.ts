import { describe, expect, it } from "vitest";
import { editDistance, matchCatalogue, normaliseWord, readDate } from "./import-match";
import { matchHeaders } from "./imports";

describe("import matching", () => {
  it("headers read alike without case, accents, spaces or punctuation", () => {
    expect(normaliseWord(" Date-of_Birth ")).toBe("dateofbirth");
    expect(normaliseWord("Ränk")).toBe("rank");
    expect(
      matchHeaders("crew", ["FIRST NAME", "surname", "DOB", "Nationality", "Position", "Notes"]),
    ).toEqual(["firstName", "lastName", "dateOfBirth", "nationality", "rank", null]);
  });

  it("the user's mapping wins, '' skips a column, and a field is fed by one column", () => {
    expect(matchHeaders("crew", ["Grade", "Rank"], { Grade: "rank" })).toEqual(["rank", null]);
    expect(matchHeaders("crew", ["Rank", "First name"], { Rank: "" })).toEqual([null, "firstName"]);
    expect(matchHeaders("crew", ["Rank", "rank"])).toEqual(["rank", null]);
  });

  it("a near miss suggests, a far one does not", () => {
    const ranks = [
      ["Chief Officer", 1],
      ["Cook", 2],
    ] as const;
    expect(matchCatalogue("chief officer", ranks)).toEqual({ value: 1, suggestion: null });
    expect(matchCatalogue("Chief Oficer", ranks)).toEqual({ value: null, suggestion: "Chief Officer" });
    expect(matchCatalogue("Pilot", ranks)).toEqual({ value: null, suggestion: null });
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("dates: date cells, ISO, and d/m/yyyy in the chosen order; the calendar decides", () => {
    expect(readDate(new Date(Date.UTC(1990, 1, 3)), "dmy")).toBe("1990-02-03");
    expect(readDate("1990-2-3", "mdy")).toBe("1990-02-03");
    expect(readDate("2026-11-27T10:00:00Z", "dmy")).toBe("2026-11-27");
    expect(readDate("03/02/1990", "dmy")).toBe("1990-02-03");
    expect(readDate("03/02/1990", "mdy")).toBe("1990-03-02");
    expect(readDate("3.2.1990", "dmy")).toBe("1990-02-03");
    expect(readDate("31/02/1990", "dmy")).toBeNull();
    expect(readDate("13/25/1990", "mdy")).toBeNull();
    expect(readDate("yesterday", "dmy")).toBeNull();
  });
});
