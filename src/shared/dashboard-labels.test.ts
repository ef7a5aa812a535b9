import { describe, expect, it } from "vitest";
import { ownDocumentsReminder } from "./dashboard-labels";

describe("the crew dashboard's documents reminder", () => {
  it("agrees the verb with the count", () => {
    expect(ownDocumentsReminder(0, 1)).toBe("1 expires within 30 days.");
    expect(ownDocumentsReminder(0, 2)).toBe("2 expire within 30 days.");
    expect(ownDocumentsReminder(1, 1)).toBe("1 of your documents expired. 1 expires within 30 days.");
    expect(ownDocumentsReminder(3, 0)).toBe("3 of your documents expired.");
    expect(ownDocumentsReminder(0, 0)).toBe("");
  });
});
