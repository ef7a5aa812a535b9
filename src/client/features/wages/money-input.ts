// Amounts as the wage screens show and take them: formatted with their currency ("1500.00 USD"), entered
// in major units ("1500.5") and sent as integer minor units (money.ts, never through a float).
import { formatMoney, isCurrencyCode, minorFromDecimal } from "@shared/money";

/** "1500.00 USD"; an account without a currency (no scale, no contract pay) earns nothing: "—", or the
 * bare minor units should one hold any. */
export function money(minor: number, currency: string | null): string {
  if (currency && isCurrencyCode(currency)) return formatMoney(minor, currency);
  return minor === 0 ? "—" : `${minor} (no currency)`;
}

/** "1500.00" from 150000 USD minor units: the text an edit form starts from. */
export function majorText(minor: number, currency: string): string {
  return formatMoney(minor, currency).replace(/ [A-Z]{3}$/, "");
}

/** Minor units from the text typed in major units, or the words saying why not. */
export function parseMajor(text: string, currency: string): { minor: number } | { error: string } {
  if (!isCurrencyCode(currency)) return { error: "Choose the currency first" };
  if (text.trim() === "") return { error: "Give the amount" };
  const minor = minorFromDecimal(text, currency);
  if (minor === null)
    return { error: `Give an amount in ${currency} such as ${majorText(150050, currency)}` };
  if (minor < 0) return { error: "The amount cannot be negative" };
  return { minor };
}
