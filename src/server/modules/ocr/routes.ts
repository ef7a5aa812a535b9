// POST /api/ocr/extract-crew-data: reads a passport or a labelled document into add-crew fields.
import type { FastifyInstance } from "fastify";
import { ZOcrRequest, ZOcrResult } from "../../../shared/ocr";
import { logActivity } from "../../lib/activity-log";
import { routesOf } from "../../lib/route";
import { OcrEngine } from "./ocr-engine";
import { extractCrewData } from "./service";

export default async function ocrRoutes(app: FastifyInstance) {
  const route = routesOf(app, "ocr");
  const engine = new OcrEngine();
  app.addHook("onClose", () => engine.close());

  route("POST /api/ocr/extract-crew-data", "ocr:use", {
    summary: "Read a passport (MRZ) or a labelled document image into crew fields",
    description:
      "Offline OCR (tesseract.js, English data from the npm package). A passport or ID machine-readable zone " +
      "is parsed with check digits verified (passport.verified); otherwise 'Label: value' lines are read. " +
      "Only fields that were found are returned, each with a 0–1 confidence. PNG or JPEG under 10 MB.",
    config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    bodyLimit: 15 * 1024 * 1024,
    body: ZOcrRequest,
    ok: ZOcrResult,
    more: [413, 415, 429],
    handler: async ({ db, caller, today }, request) => {
      const image = Buffer.from(request.body.image, "base64");
      const result = await extractCrewData(engine, image, today);
      await logActivity(db, caller, {
        type: "ocr",
        action: "scan",
        entityType: "document_scan",
        description: `Scanned ${request.body.filename}: ${result.fieldCount} field${result.fieldCount === 1 ? "" : "s"} found (${result.source})`,
        metadata: { source: result.source, verified: result.passport?.verified ?? null },
      });
      return result;
    },
  });
}
