// Offline OCR with tesseract.js. The English language data comes from the npm package
// @tesseract.js-data/eng on disk — nothing is fetched at run time. Recognition runs in tesseract's worker
// thread, so the event loop stays free; jobs run one at a time with a short queue, and a full queue is
// refused (429) rather than letting one user stall the server.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createWorker, type Worker } from "tesseract.js";
import type { OcrLine } from "../../../shared/ocr-fields";
import { AppError } from "../../lib/app-error";

const require = createRequire(import.meta.url);
export const LANG_PATH = join(
  dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

export interface OcrResult {
  text: string;
  /** 0–100 */
  confidence: number;
  lines: OcrLine[];
}

export class ImageUnreadableError extends Error {}

export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly maxQueue = 4) {}

  private getWorker(): Promise<Worker> {
    this.worker ??= createWorker("eng", 1, {
      langPath: LANG_PATH,
      gzip: true,
      cacheMethod: "none",
      // without a handler tesseract.js rethrows a failed job on the main thread and kills the process
      errorHandler: () => {},
    });
    return this.worker;
  }

  /** Recognises text in a PNG or JPEG. Throws ImageUnreadableError when the image cannot be decoded. */
  recognize(image: Buffer): Promise<OcrResult> {
    if (this.waiting >= this.maxQueue) {
      throw new AppError("RATE_LIMITED", "The document scanner is busy. Please try again in a moment.", {
        "retry-after": "5",
      });
    }
    this.waiting++;
    const job = this.running.then(async () => {
      try {
        const worker = await this.getWorker();
        const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
        const lines: OcrLine[] = [];
        for (const block of data.blocks ?? []) {
          for (const paragraph of block.paragraphs) {
            for (const line of paragraph.lines)
              lines.push({ text: line.text.trim(), confidence: line.confidence });
          }
        }
        return { text: data.text, confidence: data.confidence, lines };
      } catch (err) {
        throw new ImageUnreadableError(String((err as Error)?.message ?? err));
      } finally {
        this.waiting--;
      }
    });
    this.running = job.catch(() => {});
    return job;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate();
  }
}
