// Runs one scan outside the app and prints the result as JSON. The OCR test starts it inside a network
// namespace with no network at all, which proves the OCR path never needs one.
import { readFileSync } from "node:fs";
import { OcrEngine } from "../modules/ocr/ocr-engine";
import { extractCrewData } from "../modules/ocr/service";

const engine = new OcrEngine();
try {
  const result = await extractCrewData(engine, readFileSync(process.argv[2]), "2026-11-22");
  process.stdout.write(JSON.stringify(result));
} finally {
  await engine.close();
}
