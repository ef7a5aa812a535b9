import { describe, expect, it } from "vitest";
import { countryCode, countryName, ZCountry, ZLocode } from "./countries";

describe("countryCode", () => {
  it.each([
    ["Filipino", "PHL"],
    ["filipino", "PHL"],
    ["Philippines", "PHL"],
    [" PHL ", "PHL"],
    ["ph", "PHL"],
    ["Indian", "IND"],
    ["United States of America", "USA"],
    ["American", "USA"],
    ["South Korea", "KOR"],
    ["Myanmar", "MMR"],
    ["Burmese", "MMR"],
    ["Panama", "PAN"],
    ["Marshall Islands", "MHL"],
    ["British", "GBR"],
    ["Côte d'Ivoire", "CIV"],
  ])("%s → %s", (text, code) => expect(countryCode(text)).toBe(code));

  it.each(["", "   ", "Atlantis", "XYZ", "QQ", null, undefined])("%s is unknown", (text) =>
    expect(countryCode(text)).toBeNull(),
  );

  it("names a code", () => {
    expect(countryName("PHL")).toBe("Philippines");
    expect(countryName("XXX")).toBeNull();
  });

  it("a country field stores the code and refuses an unknown text", () => {
    expect(ZCountry.parse("Filipino")).toBe("PHL");
    const r = ZCountry.safeParse("Atlantis");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(/Unknown country/);
  });
});

describe("ZLocode", () => {
  it("accepts a UN/LOCODE and upper-cases it", () => {
    expect(ZLocode.parse("nlrtm")).toBe("NLRTM");
    expect(ZLocode.parse("SGSIN")).toBe("SGSIN");
    expect(ZLocode.parse("USNYC")).toBe("USNYC");
    expect(ZLocode.parse("DEHA2")).toBe("DEHA2");
  });
  it.each([
    ["NLRT", /five characters/],
    ["NLRTM1", /five characters/],
    ["NL-RT", /five characters/],
    ["NLRT1", /five characters/],
    ["XXRTM", /not a known country/],
    ["ZZABC", /not a known country/],
  ])("refuses %s", (value, message) => {
    const r = ZLocode.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(message);
  });
});
