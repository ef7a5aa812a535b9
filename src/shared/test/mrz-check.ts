// ICAO 9303 check digits (weights 7, 3, 1; A–Z = 10–35, < = 0). Used to build test fixtures and samples;
// parsing real zones is the `mrz` package's job.
export function mrzCheckDigit(value: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    const v = c === "<" ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += v * weights[i % 3];
  }
  return String(sum % 10);
}

export interface Td3Input {
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  birthDate: string; // YYMMDD
  sex: "M" | "F" | "<";
  expiryDate: string; // YYMMDD
  personalNumber?: string;
}

const pad = (s: string, n: number) => s.padEnd(n, "<").slice(0, n);
const field = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, "<");

/** The two 44-character lines of a passport (TD3) zone with correct check digits. */
export function buildTd3(input: Td3Input): [string, string] {
  const line1 = pad(`P<${input.issuingState}${field(input.surname)}<<${field(input.givenNames)}`, 44);
  const doc = pad(input.documentNumber, 9);
  const personal = pad(input.personalNumber ?? "", 14);
  const docPart = doc + mrzCheckDigit(doc);
  const birthPart = input.birthDate + mrzCheckDigit(input.birthDate);
  const expiryPart = input.expiryDate + mrzCheckDigit(input.expiryDate);
  const personalPart = personal + mrzCheckDigit(personal);
  const composite = mrzCheckDigit(docPart + birthPart + expiryPart + personalPart);
  const line2 = `${docPart}${input.nationality}${birthPart}${input.sex}${expiryPart}${personalPart}${composite}`;
  return [line1, line2];
}
