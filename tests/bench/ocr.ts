// Time to read one passport image: the first read (worker start + language data) and a warm read.
import { readFileSync } from "node:fs";
import { OcrEngine } from "../../src/server/modules/ocr/ocr-engine";
import { extractCrewData } from "../../src/server/modules/ocr/service";

export async function benchOcr(): Promise<{ firstMs: number; warmMs: number }> {
  const image = readFileSync(new URL("../fixtures/ocr/passport-td3.png", import.meta.url));
  const engine = new OcrEngine();
  try {
    let t = performance.now();
    await extractCrewData(engine, image, "2026-11-22");
    const firstMs = performance.now() - t;
    t = performance.now();
    await extractCrewData(engine, image, "2026-11-22");
    return { firstMs, warmMs: performance.now() - t };
  } finally {
    await engine.close();
  }
}
