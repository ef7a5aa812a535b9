import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import {
  alertSeverity,
  contractBadgeColor,
  contractDaysRemaining,
  contractState,
  documentStatus,
  severityLabel,
} from "./expiry";
import { SEVERITY_EDGES } from "./test/samples";

const today = "2026-03-10";
const inDays = (n: number) => addDays(today, n);

describe("document status", () => {
  it.each([
    [-1, "expired"],
    [0, "expiring"],
    [1, "expiring"],
    [30, "expiring"],
    [31, "valid"],
  ] as const)("%i days → %s", (days, status) => {
    expect(documentStatus(inDays(days), today)).toBe(status);
  });
});

describe("alert severity", () => {
  it.each([[-400, "expired"], [-1, "expired"], ...SEVERITY_EDGES] as const)(
    "%i days → %s",
    (days, severity) => {
      expect(alertSeverity(days)).toBe(severity);
    },
  );

  it("uses configured windows", () => {
    expect(alertSeverity(10, { critical: 10, warning: 20, info: 60 })).toBe("critical");
    expect(alertSeverity(45, { critical: 10, warning: 20, info: 60 })).toBe("info");
    expect(alertSeverity(61, { critical: 10, warning: 20, info: 60 })).toBe("upcoming");
  });

  it("names each level with its window, expired apart", () => {
    expect(severityLabel("expired")).toBe("Expired");
    expect(severityLabel("critical")).toBe("Critical (≤7 days)");
    expect(severityLabel("upcoming", { critical: 3, warning: 10, info: 45 })).toBe("Upcoming (>45 days)");
  });
});

describe("contract days remaining, state and badge colour", () => {
  const active = (days: number) => ({ status: "active", endDate: inDays(days) });
  it.each([
    [0, 0, "expiring", "amber"],
    [1, 1, "expiring", "amber"],
    [30, 30, "expiring", "amber"],
    [31, 31, "active", "green"],
    [-1, 0, "expired", "red"],
  ] as const)("ends in %i days → %i remaining, %s, %s", (days, remaining, state, colour) => {
    expect(contractDaysRemaining(active(days), today)).toBe(remaining);
    expect(contractState(active(days), today)).toBe(state);
    expect(contractBadgeColor(contractState(active(days), today))).toBe(colour);
  });

  it("is 0 / none / grey without an active contract", () => {
    expect(contractDaysRemaining(null, today)).toBe(0);
    expect(contractDaysRemaining({ status: "completed", endDate: inDays(100) }, today)).toBe(0);
    expect(contractState(undefined, today)).toBe("none");
    expect(contractBadgeColor(contractState({ status: "terminated", endDate: inDays(5) }, today))).toBe(
      "grey",
    );
  });
});
