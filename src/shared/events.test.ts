import { describe, expect, it } from "vitest";
import { eventActionLabel, eventHref, eventSeverity } from "./events";

describe("event severity", () => {
  it("rates expiries and manning gaps high ≤7 days, warning ≤15, else info", () => {
    for (const type of ["contract_expiry", "document_expiry", "manning_gap"] as const) {
      expect(eventSeverity(type, 0)).toBe("high");
      expect(eventSeverity(type, 7)).toBe("high");
      expect(eventSeverity(type, 8)).toBe("warning");
      expect(eventSeverity(type, 15)).toBe("warning");
      expect(eventSeverity(type, 16)).toBe("info");
      expect(eventSeverity(type, 30)).toBe("info");
    }
  });
  it("rates joins and leaves info and maintenance completion success", () => {
    expect(eventSeverity("crew_join", 1)).toBe("info");
    expect(eventSeverity("crew_leave", 1)).toBe("info");
    expect(eventSeverity("maintenance_completion", 1)).toBe("success");
  });
});

describe("event routing", () => {
  const base = { crewMemberId: "c1", rotationId: "r1", vesselId: "v1" };
  it("sends each type to its screen with its id", () => {
    expect(eventHref({ ...base, type: "contract_expiry" })).toBe("/crew?highlight=c1");
    expect(eventHref({ ...base, type: "document_expiry" })).toBe("/documents?highlight=c1");
    expect(eventHref({ ...base, type: "crew_join" })).toBe("/scheduling?highlight=r1");
    expect(eventHref({ ...base, type: "crew_leave" })).toBe("/scheduling?highlight=r1");
    expect(eventHref({ ...base, type: "maintenance_completion" })).toBe("/dashboard?vessel=v1");
    expect(eventHref({ ...base, type: "manning_gap" })).toBe("/planning?vesselId=v1");
  });
  it("uses the bare route when the id is missing", () => {
    const none = { crewMemberId: null, rotationId: null, vesselId: null };
    expect(eventHref({ ...none, type: "contract_expiry" })).toBe("/crew");
    expect(eventHref({ ...none, type: "crew_join" })).toBe("/scheduling");
    expect(eventHref({ ...none, type: "maintenance_completion" })).toBe("/dashboard");
    expect(eventHref({ ...none, type: "manning_gap" })).toBe("/planning");
    expect(eventHref({ ...none, type: "other" as "crew_join" })).toBe("/dashboard");
  });
  it("names the tooltip action", () => {
    expect(eventActionLabel("contract_expiry")).toBe("renew contract");
    expect(eventActionLabel("document_expiry")).toBe("renew document");
    expect(eventActionLabel("crew_leave")).toBe("manage rotation");
    expect(eventActionLabel("maintenance_completion")).toBe("manage");
    expect(eventActionLabel("manning_gap")).toBe("find a reliever");
  });
});
