// Generates the OCR test fixtures (committed) and the app's demo sample by rendering HTML in Debian's
// chromium: a synthetic passport data page with a valid TD3 zone (PHL), the same page with a broken check
// digit, a labelled seafarer contract, a blank page and a corrupted PNG. Run: npx tsx scripts/make-ocr-fixtures.ts
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { buildTd3 } from "../src/shared/test/mrz-check";

const OUT = "tests/fixtures/ocr";
const zone = buildTd3({
  issuingState: "PHL",
  surname: "SANTOS",
  givenNames: "MARIA CLARA",
  documentNumber: "P4366918",
  nationality: "PHL",
  birthDate: "900315",
  sex: "F",
  expiryDate: "310820",
});
// the same zone with the birth date's check digit changed (position 19 of line 2)
const broken: [string, string] = [
  zone[0],
  `${zone[1].slice(0, 19)}${(Number(zone[1][19]) + 1) % 10}${zone[1].slice(20)}`,
];

const passportHtml = (mrz: [string, string]) => `
<div style="width:1000px;padding:32px;background:#f4efe1;font-family:'Liberation Sans',sans-serif;color:#1d2a44">
  <div style="font-size:26px;font-weight:bold">REPUBLIC OF THE PHILIPPINES</div>
  <div style="font-size:20px;margin-bottom:24px">PASSPORT / PASAPORTE</div>
  <div style="display:flex;gap:32px;font-size:20px;line-height:1.6">
    <div style="width:180px;height:230px;background:#c9c2b0"></div>
    <div>
      <div>Surname: SANTOS</div><div>Given names: MARIA CLARA</div><div>Nationality: FILIPINO</div>
      <div>Date of birth: 15 MAR 1990</div><div>Sex: F</div><div>Date of expiry: 20 AUG 2031</div>
      <div>Passport No: P4366918</div>
    </div>
  </div>
  <div style="margin-top:36px;background:#fff;padding:18px 12px;font-family:'Liberation Mono',monospace;font-size:30px;letter-spacing:2px;line-height:1.5;white-space:pre">${mrz.join("\n").replaceAll("<", "&lt;")}</div>
</div>`;

const contractHtml = `
<div style="width:1000px;padding:40px;background:#fff;font-family:'Liberation Sans',sans-serif;font-size:24px;line-height:1.7;color:#111">
  <div style="font-size:30px;font-weight:bold;margin-bottom:18px">SEAFARER EMPLOYMENT AGREEMENT</div>
  <div>Name: Juan Dela Cruz</div>
  <div>Position: Able Seaman</div>
  <div>Nationality: Filipino</div>
  <div>Date of Birth: 12 April 1988</div>
  <div>Phone: +63 917 555 0123</div>
  <div>Contract Start Date: 2026-12-01</div>
  <div>Contract End Date: 2027-05-30</div>
  <div>Emergency Contact: Maria Dela Cruz</div>
  <div>Emergency Phone: +63 917 555 0456</div>
</div>`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
async function shoot(html: string, file: string) {
  await page.setContent(`<body style="margin:0;background:#fff">${html}</body>`);
  await page.locator("body > div").screenshot({ path: file });
}
await shoot(passportHtml(zone), `${OUT}/passport-td3.png`);
await shoot(passportHtml(zone), "src/client/public/samples/sample-passport.png");
await shoot(passportHtml(broken), `${OUT}/passport-bad-check-digit.png`);
await shoot(contractHtml, `${OUT}/contract-labelled.png`);
await shoot(`<div style="width:600px;height:400px;background:#fff"></div>`, `${OUT}/blank.png`);
await browser.close();
// a PNG signature followed by garbage: passes the type check, fails decoding
writeFileSync(
  `${OUT}/corrupted.png`,
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 0x5a)]),
);
writeFileSync(`${OUT}/expected-zone.json`, JSON.stringify({ zone, broken }, null, 2));
console.log("fixtures written:", zone);
