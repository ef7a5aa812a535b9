import { describe, expect, it } from "vitest";
import { ZContractCreateRequest, ZContractUpdateRequest } from "./contracts";
import {
  contractEndDateFor,
  ZAddCrewForm,
  ZCrewCreateRequest,
  ZCrewUpdateRequest,
  ZVesselAddCrewForm,
} from "./crew";
import { ZCrewListQuery } from "./crew-list";
import { addDays, dateOrTimestampToDate, todayIn } from "./dates";
import { normalizeImo } from "./imo";
import { SAMPLE_PERSON } from "./test/samples";
import { ZVesselCreateRequest, ZVesselListQuery, ZVesselUpdateRequest } from "./vessels";

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("vessel schemas", () => {
  it("answers the spec's field messages for missing name, type and flag", () => {
    const r = ZVesselCreateRequest.safeParse({ name: " ", flag: "" });
    expect(messages(r)).toEqual({
      name: "Vessel name is required",
      type: "Vessel type is required",
      flag: "Flag state is required",
    });
  });
  it("defaults status active and capacity 20, accepts an empty IMO, rejects a bad check digit", () => {
    const ok = ZVesselCreateRequest.parse({ name: "MV A", type: "Tanker", flag: "Malta", imoNumber: "" });
    expect(ok).toMatchObject({ status: "active", crewCapacity: 20, imoNumber: "" });
    const bad = ZVesselCreateRequest.safeParse({ name: "A", type: "OSV", flag: "F", imoNumber: "9074728" });
    expect(messages(bad)).toEqual({ imoNumber: "IMO number must be 7 digits with a valid check digit" });
    // an unknown vessel type: the requirements are kept per type, so a 400 naming the field
    const unknown = ZVesselCreateRequest.safeParse({ name: "A", type: "Spaceship", flag: "F" });
    expect(messages(unknown)).toEqual({ type: "Choose a vessel type from the list" });
    expect(ZVesselCreateRequest.parse({ name: "A", type: "LNG Carrier", flag: "F" }).type).toBe(
      "LNG Carrier",
    );
    expect(ZVesselCreateRequest.safeParse({ name: "A", type: "T", flag: "F", status: "sunk" }).success).toBe(
      false,
    );
  });
  it("update takes only what changes and never defaults the status", () => {
    expect(ZVesselUpdateRequest.parse({ name: "New" })).toEqual({ name: "New" });
    expect(ZVesselUpdateRequest.safeParse({}).success).toBe(false);
  });
  it("list query rejects an unknown status and caps the page", () => {
    expect(ZVesselListQuery.safeParse({ status: "sunk" }).success).toBe(false);
    expect(ZVesselListQuery.safeParse({ limit: "501" }).success).toBe(false);
    expect(ZVesselListQuery.parse({})).toEqual({ limit: 50, offset: 0 });
  });
  it("normalises IMO numbers", () => {
    expect(normalizeImo(" IMO 9074729 ")).toBe("9074729");
  });
});

describe("crew schemas", () => {
  const person = SAMPLE_PERSON;
  it("answers the spec's messages for each required field", () => {
    const r = ZCrewCreateRequest.safeParse({ firstName: "" });
    expect(messages(r)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      nationality: "Nationality is required",
      dateOfBirth: "Date of birth is required",
      rank: "Rank is required",
    });
    expect(messages(ZVesselAddCrewForm.safeParse({ ...person, rank: " " }))).toEqual({
      rank: "Rank is required",
    });
  });
  it("rejects a date of birth in the future, accepts today", () => {
    const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(messages(ZCrewCreateRequest.safeParse({ ...person, dateOfBirth: addDays(today, 1) }))).toEqual({
      dateOfBirth: "Date of birth cannot be in the future",
    });
    expect(ZCrewCreateRequest.safeParse({ ...person, dateOfBirth: today }).success).toBe(true);
  });
  it("rejects a contract end before its start, accepts equal dates", () => {
    const r = ZCrewCreateRequest.safeParse({
      ...person,
      contractStartDate: "2026-05-02",
      contractEndDate: "2026-05-01",
    });
    expect(messages(r)).toEqual({ contractEndDate: "Contract end date cannot be before the start date" });
    expect(
      ZCrewCreateRequest.safeParse({
        ...person,
        contractStartDate: "2026-05-02",
        contractEndDate: "2026-05-02",
      }).success,
    ).toBe(true);
  });
  it("update: only currentVesselId (assign or remove) is a valid body; empty is not", () => {
    expect(ZCrewUpdateRequest.parse({ currentVesselId: null })).toEqual({ currentVesselId: null });
    expect(ZCrewUpdateRequest.safeParse({}).success).toBe(false);
    expect(ZCrewUpdateRequest.safeParse({ firstName: "" }).success).toBe(false);
  });
  it("update: contract dates are optional, real dates, end not before start", () => {
    expect(ZCrewUpdateRequest.parse({ contractEndDate: "2026-05-02" })).toEqual({
      contractEndDate: "2026-05-02",
    });
    expect(ZCrewUpdateRequest.safeParse({ contractStartDate: "2026-02-30" }).success).toBe(false);
    const reversed = ZCrewUpdateRequest.safeParse({
      contractStartDate: "2026-05-02",
      contractEndDate: "2026-05-01",
    });
    expect(reversed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["contractEndDate", "Contract end date cannot be before the start date"],
    ]);
  });
  it("dashboard add form: the five person fields required with the spec's messages; duration default 90, minimum 1", () => {
    const person = {
      firstName: "Ana",
      lastName: "Silva",
      nationality: "Portuguese",
      dateOfBirth: "1990-04-02",
      rank: "Bosun",
    };
    expect(ZAddCrewForm.parse({ ...person, status: "active" })).toMatchObject({ contractDurationDays: 90 });
    expect(ZAddCrewForm.safeParse({}).success).toBe(false);
    expect(messages(ZAddCrewForm.safeParse({ status: "active", dateOfBirth: "" }))).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      nationality: "Nationality is required",
      dateOfBirth: "Date of birth is required",
      rank: "Rank is required",
    });
    expect(
      messages(ZAddCrewForm.safeParse({ ...person, status: "active", contractDurationDays: 0, email: "x@" })),
    ).toEqual({
      contractDurationDays: "Duration must be at least 1 day",
      email: "Enter a valid e-mail address",
    });
  });
  it("end date = start + duration, recomputed, empty until usable", () => {
    expect(contractEndDateFor("2026-01-01", 90)).toBe("2026-04-01");
    expect(contractEndDateFor("2026-01-31", 1)).toBe("2026-02-01");
    expect(contractEndDateFor("", 90)).toBe("");
    expect(contractEndDateFor("2026-01-01", 0)).toBe("");
  });
  it("list query: vesselId uuid or none, available as a boolean", () => {
    expect(ZCrewListQuery.parse({ vesselId: "none", available: "true" })).toMatchObject({
      vesselId: "none",
      available: true,
    });
    expect(ZCrewListQuery.safeParse({ vesselId: "abc" }).success).toBe(false);
  });
});

describe("contract schemas", () => {
  const crewMemberId = "00000000-0000-4000-8000-000000000001";
  it("defaults salary 0, USD, active", () => {
    expect(
      ZContractCreateRequest.parse({ crewMemberId, startDate: "2026-01-01", endDate: "2026-03-01" }),
    ).toMatchObject({ salary: 0, currency: "USD", status: "active" });
  });
  it("accepts midnight-UTC timestamps as dates and rejects end before start", () => {
    expect(
      ZContractUpdateRequest.parse({ startDate: "2026-01-01T00:00:00.000Z", endDate: "2026-02-01" }),
    ).toEqual({ startDate: "2026-01-01", endDate: "2026-02-01" });
    expect(
      messages(ZContractUpdateRequest.safeParse({ startDate: "2026-02-02", endDate: "2026-02-01" })),
    ).toEqual({ endDate: "Contract end date cannot be before the start date" });
    expect(dateOrTimestampToDate("2026-01-01")).toBe("2026-01-01");
  });
});

describe("overlong required text", () => {
  it("says a 900 KB first name or vessel name is too long, and a missing one is required", async () => {
    const { ZCrewCreateRequest } = await import("./crew");
    const { ZVesselCreateRequest } = await import("./vessels");
    const crew = (firstName: unknown) =>
      ZCrewCreateRequest.safeParse({
        firstName,
        lastName: "Rix",
        nationality: "Filipino",
        dateOfBirth: "1990-02-03",
        rank: "Cook",
      });
    const messageOf = (
      r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
      key: string,
    ) => r.error?.issues.find((i) => i.path[0] === key)?.message;
    expect(messageOf(crew("x".repeat(900_000)), "firstName")).toBe(
      "First name is too long (at most 100 characters)",
    );
    expect(messageOf(crew(undefined), "firstName")).toBe("First name is required");
    expect(messageOf(crew(""), "firstName")).toBe("First name is required");
    expect(messageOf(crew(5), "firstName")).toBe("First name is required");
    const vessel = ZVesselCreateRequest.safeParse({
      name: "x".repeat(900_000),
      type: "Tanker",
      flag: "Malta",
    });
    expect(messageOf(vessel, "name")).toBe("Vessel name is too long (at most 200 characters)");
  });
});
