import { describe, expect, it } from "vitest";
import { clipStay, type Stay } from "./timeline";

const stay = (
  id: string,
  joinDate: string,
  leaveDate: string | null,
  rank = "Bosun",
  vesselId = "v1",
): Stay => ({
  id,
  vesselId,
  rank,
  joinDate,
  leaveDate,
  status: "scheduled",
});

describe("clipStay", () => {
  it("clips a stay to the window and runs open stays to its end", () => {
    expect(clipStay(stay("a", "2026-11-20", "2026-12-10"), "2026-12-01", "2026-12-31")).toEqual({
      start: "2026-12-01",
      end: "2026-12-10",
    });
    expect(clipStay(stay("a", "2026-12-05", null), "2026-12-01", "2026-12-31")).toEqual({
      start: "2026-12-05",
      end: "2026-12-31",
    });
    expect(clipStay(stay("a", "2027-01-05", null), "2026-12-01", "2026-12-31")).toBeNull();
    expect(clipStay(stay("a", "2026-10-01", "2026-11-30"), "2026-12-01", "2026-12-31")).toBeNull();
  });
});
