// The one rank catalogue (DESIGN §5.8): every crew form, filter, report and the
// certificate requirements use it. A crew member's stored `rank` is the rank's `name` (the value the API
// sends and the screens show); `code` is its short form for narrow columns. `capacity` is the STCW
// capacity the rank holds (docs/regulations.md, "Certificate catalogue and requirements"): the certificate-of-competency regulation, or null for ranks
// that need none. The spec's three rank lists map onto it through RANK_ALIASES (drizzle/0008_certificates.sql applied the
// same map to stored values).
import { z } from "zod";

export const DEPARTMENTS = ["deck", "engine", "catering"] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const RANK_LEVELS = ["officer", "rating"] as const;
export type RankLevel = (typeof RANK_LEVELS)[number];

export interface RankCapacity {
  /** STCW regulation of the certificate of competency or proficiency the rank sails on. */
  regulation: string;
  description: string;
}

export interface Rank {
  name: string;
  code: string;
  department: Department;
  level: RankLevel;
  capacity: RankCapacity | null;
  /** Senior officers: master, chief mate, chief engineer, second engineer (tanker advanced, passenger V/2). */
  senior: boolean;
}

const r = (
  name: string,
  code: string,
  department: Department,
  level: RankLevel,
  capacity: [string, string] | null,
  senior = false,
): Rank => ({
  name,
  code,
  department,
  level,
  capacity: capacity ? { regulation: capacity[0], description: capacity[1] } : null,
  senior,
});

export const RANK_CATALOGUE = [
  r("Captain", "MSTR", "deck", "officer", ["II/2", "Master, ships of 3,000 GT or more"], true),
  r("Chief Officer", "C/O", "deck", "officer", ["II/2", "Chief mate, ships of 3,000 GT or more"], true),
  r("Second Officer", "2/O", "deck", "officer", ["II/1", "Officer in charge of a navigational watch"]),
  r("Third Officer", "3/O", "deck", "officer", ["II/1", "Officer in charge of a navigational watch"]),
  r("Bosun", "BSN", "deck", "rating", ["II/5", "Able seafarer deck"]),
  r("Able Seaman", "AB", "deck", "rating", ["II/5", "Able seafarer deck"]),
  r("Ordinary Seaman", "OS", "deck", "rating", ["II/4", "Rating forming part of a navigational watch"]),
  r(
    "Chief Engineer",
    "C/E",
    "engine",
    "officer",
    ["III/2", "Chief engineer officer, 3,000 kW or more"],
    true,
  ),
  r(
    "Second Engineer",
    "2/E",
    "engine",
    "officer",
    ["III/2", "Second engineer officer, 3,000 kW or more"],
    true,
  ),
  r("Third Engineer", "3/E", "engine", "officer", ["III/1", "Officer in charge of an engineering watch"]),
  r("Electro-Technical Officer", "ETO", "engine", "officer", ["III/6", "Electro-technical officer"]),
  r("Oiler", "OLR", "engine", "rating", ["III/5", "Able seafarer engine"]),
  r("Wiper", "WPR", "engine", "rating", ["III/4", "Rating forming part of an engine-room watch"]),
  r("Cook", "CK", "catering", "rating", null),
  r("Steward", "STW", "catering", "rating", null),
] as const satisfies readonly Rank[];

export type RankName = (typeof RANK_CATALOGUE)[number]["name"];
export const RANK_NAMES = RANK_CATALOGUE.map((x) => x.name) as [RankName, ...RankName[]];

/** Earlier spellings (the spec's add and vessel-dialog lists, OCR wording) → the catalogue name. */
export const RANK_ALIASES: Record<string, RankName> = {
  Master: "Captain",
  "2nd Officer": "Second Officer",
  "3rd Officer": "Third Officer",
  "Chief Mate": "Chief Officer",
  "2nd Engineer": "Second Engineer",
  "3rd Engineer": "Third Engineer",
  "AB Seaman": "Able Seaman",
  "Able Bodied Seaman": "Able Seaman",
  "OS Seaman": "Ordinary Seaman",
  Boatswain: "Bosun",
  Messman: "Steward",
  ETO: "Electro-Technical Officer",
};

const byLower = new Map<string, RankName>([
  ...RANK_NAMES.map((n) => [n.toLowerCase(), n] as const),
  ...Object.entries(RANK_ALIASES).map(([a, n]) => [a.toLowerCase(), n] as const),
]);

/** The catalogue name for a name or alias in any letter case, or null. */
export function normaliseRank(value: string | null | undefined): RankName | null {
  return byLower.get((value ?? "").trim().replace(/\s+/g, " ").toLowerCase()) ?? null;
}

export function rankOf(name: string): Rank | undefined {
  return RANK_CATALOGUE.find((x) => x.name === name);
}

export const UNKNOWN_RANK_MESSAGE = "Choose a rank from the list";

/** A rank in an API request: a catalogue name (or a known alias, stored as its catalogue name). */
export const ZRank = z
  .string({ error: "Rank is required" })
  .trim()
  .min(1, "Rank is required")
  .max(100)
  .transform((v, ctx) => {
    const name = normaliseRank(v);
    if (!name) ctx.addIssue({ code: "custom", message: UNKNOWN_RANK_MESSAGE });
    return (name ?? v) as RankName;
  });
