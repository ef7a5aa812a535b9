import { describe, expect, it } from "vitest";
import { isOn, toggleInList, ZEmailSettingsRequest } from "./email-settings";

describe("email settings list rules", () => {
  it("adds once and removes", () => {
    expect(toggleInList([30, 15], 7, true)).toEqual([30, 15, 7]);
    expect(toggleInList([30, 15, 7], 7, true)).toEqual([30, 15, 7]);
    expect(toggleInList([30, 15, 7], 15, false)).toEqual([30, 7]);
    expect(toggleInList<number>([], 15, false)).toEqual([]);
  });
  it("shows every switch on when the list is missing", () => {
    expect(isOn(undefined, 30)).toBe(true);
    expect(isOn(null, "crew")).toBe(true);
    expect(isOn([15], 30)).toBe(false);
  });
  it("validates the full object", () => {
    const base = { enabled: true, reminderDays: [30], recipients: ["crew"], emailTemplate: "" };
    expect(ZEmailSettingsRequest.safeParse(base).success).toBe(true);
    expect(ZEmailSettingsRequest.safeParse({ ...base, reminderDays: [14] }).success).toBe(false);
    expect(ZEmailSettingsRequest.safeParse({ ...base, recipients: ["boss"] }).success).toBe(false);
    expect(ZEmailSettingsRequest.safeParse({ ...base, emailTemplate: "a".repeat(10_001) }).success).toBe(
      false,
    );
    expect(ZEmailSettingsRequest.parse({ ...base, recipients: ["crew", "crew"] }).recipients).toEqual([
      "crew",
    ]);
  });
});
