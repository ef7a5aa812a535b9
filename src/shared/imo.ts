// IMO ship identification numbers: 7 digits, the last a check digit — the sum of the first six digits
// weighted 7,6,5,4,3,2, modulo 10.
export function imoCheckDigit(first6: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(first6[i]) * (7 - i);
  return sum % 10;
}

export function isValidImo(value: string): boolean {
  const digits = value.replace(/^IMO\s*/i, "");
  return /^\d{7}$/.test(digits) && imoCheckDigit(digits) === Number(digits[6]);
}

/** Builds a valid IMO number from any six-digit base (seeding and tests). */
export function makeImo(base: number): string {
  const first6 = String(base % 1_000_000).padStart(6, "0");
  return `${first6}${imoCheckDigit(first6)}`;
}

export const IMO_MESSAGE = "IMO number must be 7 digits with a valid check digit";

/** The stored form of an IMO number: the 7 digits, without an "IMO" prefix or spaces. */
export function normalizeImo(value: string): string {
  return value.trim().replace(/^IMO\s*/i, "");
}
