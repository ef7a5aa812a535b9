// Nationality as crew records write it ("Filipino"), from an ICAO state code; other codes fall back to
// the country name the `mrz` package knows.
import { states } from "mrz";

const DEMONYMS: Record<string, string> = {
  PHL: "Filipino",
  IND: "Indian",
  UKR: "Ukrainian",
  RUS: "Russian",
  GRC: "Greek",
  NOR: "Norwegian",
  POL: "Polish",
  IDN: "Indonesian",
  HRV: "Croatian",
  CHN: "Chinese",
  NGA: "Nigerian",
  GHA: "Ghanaian",
  ROU: "Romanian",
  GBR: "British",
  MMR: "Myanmar",
  VNM: "Vietnamese",
  BGR: "Bulgarian",
  LVA: "Latvian",
  LTU: "Lithuanian",
  EST: "Estonian",
  TUR: "Turkish",
  EGY: "Egyptian",
  BRA: "Brazilian",
  USA: "American",
  DEU: "German",
  NLD: "Dutch",
  DNK: "Danish",
  SWE: "Swedish",
  ITA: "Italian",
  ESP: "Spanish",
  FRA: "French",
  MNE: "Montenegrin",
  SRB: "Serbian",
  GEO: "Georgian",
  BGD: "Bangladeshi",
  PAK: "Pakistani",
  LKA: "Sri Lankan",
  KOR: "Korean",
  JPN: "Japanese",
  MYS: "Malaysian",
  SGP: "Singaporean",
  THA: "Thai",
  ZAF: "South African",
};

export function nationalityFromCode(code: string | null | undefined): string | null {
  if (!code) return null;
  const known = DEMONYMS[code];
  if (known) return known;
  const name = (states as Record<string, string>)[code];
  return name ? name.replace(/\s*\(.*\)\s*$/, "") : null;
}
