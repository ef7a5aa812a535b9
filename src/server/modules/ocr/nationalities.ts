// Nationality as crew records write it ("Filipino"), from an ICAO state code; other codes fall back to
// the country name the `mrz` package knows.
import { states } from "mrz";
import { DEMONYMS } from "../../../shared/countries";

export function nationalityFromCode(code: string | null | undefined): string | null {
  if (!code) return null;
  const known = DEMONYMS[code];
  if (known) return known;
  const name = (states as Record<string, string>)[code];
  return name ? name.replace(/\s*\(.*\)\s*$/, "") : null;
}
