import { describe, expect, it } from "vitest";
import type { TManningGap } from "./manning";
import { bySoonest, gapAlerts, gapCounts, gapPeriodText, planningHref } from "./manning-alerts";

const run = (
  vesselId: string,
  rank: string,
  from: string,
  to: string,
  planned = 0,
  required = 1,
): TManningGap => ({
  vesselId,
  vesselName: `MV ${vesselId}`,
  rank,
  from,
  to,
  required,
  planned,
});
const TODAY = "2027-01-10";

describe("gapAlerts", () => {
  it("merges touching runs of one vessel and rank into one gap, short by the most it lacks", () => {
    const [g, ...rest] = gapAlerts(
      [
        run("a", "Able Seaman", "2027-01-12", "2027-01-15", 2, 3),
        run("a", "Able Seaman", "2027-01-16", "2027-01-20", 1, 3),
      ],
      TODAY,
    );
    expect(rest).toEqual([]);
    expect(g).toMatchObject({
      id: "a:Able Seaman:2027-01-12",
      from: "2027-01-12",
      to: "2027-01-20",
      planned: 1,
      required: 3,
      shortBy: 2,
      daysUntil: 2,
    });
  });

  it("keeps runs apart across a covered day, another rank or another vessel", () => {
    const alerts = gapAlerts(
      [
        run("a", "Cook", "2027-01-12", "2027-01-13"),
        run("a", "Cook", "2027-01-15", "2027-01-16"), // 14th covered
        run("a", "Oiler", "2027-01-17", "2027-01-18"),
        run("b", "Oiler", "2027-01-19", "2027-01-20"),
      ],
      TODAY,
    );
    expect(alerts.map((a) => a.id)).toEqual([
      "a:Cook:2027-01-12",
      "a:Cook:2027-01-15",
      "a:Oiler:2027-01-17",
      "b:Oiler:2027-01-19",
    ]);
    expect(gapCounts(alerts)).toEqual({ gaps: 4, vessels: 2 });
  });

  it("rates by the days until the first short day on the alert windows; under way is critical", () => {
    const sev = (from: string) => gapAlerts([run("a", "Cook", from, from)], TODAY)[0];
    expect(sev("2027-01-10")).toMatchObject({ daysUntil: 0, severity: "critical" });
    expect(sev("2027-01-01")).toMatchObject({ daysUntil: 0, severity: "critical" }); // started before today
    expect(sev("2027-01-17").severity).toBe("critical"); // 7 days
    expect(sev("2027-01-18").severity).toBe("warning"); // 8
    expect(sev("2027-01-25").severity).toBe("warning"); // 15
    expect(sev("2027-01-26").severity).toBe("info"); // 16
    expect(sev("2027-02-09").severity).toBe("info"); // 30
    expect(sev("2027-02-10").severity).toBe("upcoming"); // 31
    const custom = gapAlerts([run("a", "Cook", "2027-01-13", "2027-01-13")], TODAY, {
      critical: 2,
      warning: 3,
      info: 5,
    });
    expect(custom[0].severity).toBe("warning");
  });

  it("orders soonest first, then by vessel name; links to the board on the vessel", () => {
    const alerts = gapAlerts(
      [
        run("b", "Cook", "2027-01-12", "2027-01-12"),
        run("a", "Cook", "2027-01-14", "2027-01-14"),
        run("c", "Cook", "2027-01-12", "2027-01-12"),
      ],
      TODAY,
    ).sort(bySoonest);
    expect(alerts.map((a) => a.vesselId)).toEqual(["b", "c", "a"]);
    expect(planningHref("a b")).toBe("/planning?vesselId=a%20b");
    expect(planningHref(null)).toBe("/planning");
  });
});

describe("gapPeriodText: a gap's period in words", () => {
  const gap = (from: string, to: string, daysUntil: number) => ({ from, to, daysUntil });
  it("says 'continuing' when the shortage reaches the window's last day (its end lies beyond)", () => {
    // today 2026-11-27, a 30-day window: its last day is 2026-12-26
    expect(gapPeriodText(gap("2026-11-27", "2026-12-26", 0), 30)).toBe("Short from today, continuing");
    expect(gapPeriodText(gap("2026-12-01", "2026-12-26", 4), 30)).toBe(
      "Short from Dec 01, 2026 (in 4 days), continuing",
    );
  });
  it("names the real end when the shortage ends inside the window", () => {
    expect(gapPeriodText(gap("2026-11-27", "2026-12-25", 0), 30)).toBe("Short from today to Dec 25, 2026");
    expect(gapPeriodText(gap("2026-11-28", "2026-12-03", 1), 30)).toBe(
      "Short from Nov 28, 2026 (in 1 day) to Dec 03, 2026",
    );
  });
});
