// lanes(): a rank's tours packed into the fewest lines by the manning day boundary [signOn, signOff).
import { describe, expect, it } from "vitest";
import { lanes } from "./manning-board";

const t = (signOn: string | null, signOff: string | null) => ({ rank: "Cook", signOn, signOff });

describe("lanes", () => {
  it("puts a relief signing on the day the other signs off on the same line", () => {
    const a = t("2026-01-01", "2026-02-01");
    const b = t("2026-02-01", null);
    expect(lanes([b, a])).toEqual([[a, b]]);
  });

  it("opens a second line for an overlap, and keeps empty lines up to the required count", () => {
    const a = t("2026-01-01", "2026-02-02");
    const b = t("2026-02-01", null);
    expect(lanes([a, b])).toEqual([[a], [b]]);
    expect(lanes([a], 3)).toEqual([[a], [], []]);
  });

  it("treats no sign-on as aboard from the start and no sign-off as open", () => {
    const open = t(null, null);
    const later = t("2026-03-01", "2026-04-01");
    expect(lanes([later, open])).toEqual([[open], [later]]);
  });
});
