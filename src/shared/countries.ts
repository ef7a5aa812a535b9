// Countries as the port paperwork writes them: ISO 3166-1 alpha-3 codes (FAL Form 5's nationality, the
// issuing state of an identity document, the country of birth, the flag), and UN/LOCODE ports whose first
// two letters are an ISO 3166-1 alpha-2 country. The code list and the English names with their common
// aliases come from the maintained `i18n-iso-countries` package (updated when ISO changes a code); the
// nationality words crew records hold ("Filipino") are this file's table, since ISO lists no demonyms.
import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import { z } from "zod";

countries.registerLocale(en);

/** Nationality words as crew records write them, by alpha-3 code (the OCR of a passport writes these too). */
export const DEMONYMS: Record<string, string> = {
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

/** More words seen in crew records for the same countries. */
const MORE_WORDS: Record<string, string> = {
  FILIPINA: "PHL",
  PILIPINO: "PHL",
  BURMESE: "MMR",
  "SOUTH KOREAN": "KOR",
  ENGLISH: "GBR",
  SCOTTISH: "GBR",
  WELSH: "GBR",
  UK: "GBR",
  MONTENEGRO: "MNE",
  MALTESE: "MLT",
  CYPRIOT: "CYP",
  PANAMANIAN: "PAN",
  LIBERIAN: "LBR",
  IRISH: "IRL",
  PORTUGUESE: "PRT",
  BELGIAN: "BEL",
  FINNISH: "FIN",
  ICELANDIC: "ISL",
  CANADIAN: "CAN",
  AUSTRALIAN: "AUS",
  "NEW ZEALANDER": "NZL",
  MEXICAN: "MEX",
  ARGENTINIAN: "ARG",
  ARGENTINE: "ARG",
  CHILEAN: "CHL",
  PERUVIAN: "PER",
  COLOMBIAN: "COL",
  VENEZUELAN: "VEN",
  ECUADORIAN: "ECU",
  CUBAN: "CUB",
  HONDURAN: "HND",
  JAMAICAN: "JAM",
  KENYAN: "KEN",
  TANZANIAN: "TZA",
  ETHIOPIAN: "ETH",
  MOROCCAN: "MAR",
  TUNISIAN: "TUN",
  ALGERIAN: "DZA",
  SENEGALESE: "SEN",
  CAMEROONIAN: "CMR",
  IVORIAN: "CIV",
  "CAPE VERDEAN": "CPV",
  "SIERRA LEONEAN": "SLE",
  IRANIAN: "IRN",
  IRAQI: "IRQ",
  SAUDI: "SAU",
  EMIRATI: "ARE",
  ISRAELI: "ISR",
  LEBANESE: "LBN",
  SYRIAN: "SYR",
  JORDANIAN: "JOR",
  AZERBAIJANI: "AZE",
  KAZAKH: "KAZ",
  BELARUSIAN: "BLR",
  MOLDOVAN: "MDA",
  ALBANIAN: "ALB",
  SLOVENIAN: "SVN",
  SLOVAK: "SVK",
  CZECH: "CZE",
  HUNGARIAN: "HUN",
  AUSTRIAN: "AUT",
  SWISS: "CHE",
  CAMBODIAN: "KHM",
  NEPALESE: "NPL",
  NEPALI: "NPL",
  TAIWANESE: "TWN",
  FIJIAN: "FJI",
  "I-KIRIBATI": "KIR",
  TUVALUAN: "TUV",
  SAMOAN: "WSM",
  TONGAN: "TON",
};

const BY_WORD = new Map<string, string>([
  ...Object.entries(DEMONYMS).map(([code, word]) => [word.toUpperCase(), code] as [string, string]),
  ...Object.entries(MORE_WORDS),
]);
/** Every English name and alias ("Philippines", "United States of America") read once: the library's own
 * lookup compares the text with each name in turn (about 2 ms a call, paid per person on every crew list). */
const BY_NAME = new Map<string, string>(
  Object.entries(countries.getNames("en", { select: "all" })).flatMap(([alpha2, names]) => {
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    return alpha3 ? names.map((n) => [n.toUpperCase(), alpha3] as [string, string]) : [];
  }),
);

/**
 * The ISO 3166-1 alpha-3 code of a country or nationality as a person writes it: a code (alpha-3 or
 * alpha-2), an English name or alias ("Philippines", "United States of America") or a nationality word
 * ("Filipino"). Null when unknown: the caller says so rather than printing a guess.
 */
export function countryCode(text: string | null | undefined): string | null {
  const t = (text ?? "").trim().replace(/\s+/g, " ");
  if (!t) return null;
  const upper = t.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper) && countries.isValid(upper)) return upper;
  if (/^[A-Z]{2}$/.test(upper) && countries.isValid(upper)) return countries.alpha2ToAlpha3(upper) ?? null;
  const word = BY_WORD.get(upper) ?? BY_NAME.get(upper);
  if (word) return word;
  return countries.getAlpha3Code(t, "en") ?? null;
}

/** The English name of an alpha-3 code ("PHL" → "Philippines"), or null for an unknown code. */
export function countryName(alpha3: string): string | null {
  return countries.getName(alpha3, "en") ?? null;
}

/** Whether a two-letter code is an ISO 3166-1 alpha-2 country (a UN/LOCODE's first part). */
export const isAlpha2Country = (code: string) => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

export const UNKNOWN_COUNTRY_MESSAGE = "Unknown country: give its name or ISO 3166-1 code";

/** A country field of a form or request: any text `countryCode` knows, stored as its alpha-3 code. */
export const ZCountry = z
  .string()
  .trim()
  .max(100)
  .transform((v, ctx) => {
    const code = countryCode(v);
    if (!code) ctx.addIssue({ code: "custom", message: UNKNOWN_COUNTRY_MESSAGE });
    return code ?? v;
  });

/** UN/LOCODE: a country's ISO 3166-1 alpha-2 code and three letters or digits 2–9 ("NLRTM", "SGSIN"). */
export const LOCODE_MESSAGE = "A UN/LOCODE is five characters, e.g. NLRTM";
export const LOCODE_COUNTRY_MESSAGE = "The UN/LOCODE's first two letters are not a known country";
export const ZLocode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, LOCODE_MESSAGE)
  .refine((v) => !/^[A-Z]{2}/.test(v) || isAlpha2Country(v.slice(0, 2)), LOCODE_COUNTRY_MESSAGE);
