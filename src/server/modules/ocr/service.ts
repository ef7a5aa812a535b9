// Reads a scanned document into crew fields: a machine-readable zone when there is one (parsed and
// check-digit-verified by the `mrz` package), otherwise "Label: value" text.
import { parse } from "mrz";
import type { TOcrResult } from "../../../shared/ocr";
import { extractLabelledFields, findMrz, mrzDate, type OcrField } from "../../../shared/ocr-fields";
import { AppError } from "../../lib/app-error";
import { nationalityFromCode } from "./nationalities";
import { ImageUnreadableError, type OcrEngine } from "./ocr-engine";
import { PdfUnreadableError, renderFirstPdfPage } from "./pdf-page";

export const MAX_SCAN_BYTES = 10 * 1024 * 1024;
export type ScanKind = "png" | "jpeg" | "pdf";

export function sniffScanType(bytes: Buffer): ScanKind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  return null;
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());

export async function extractCrewData(engine: OcrEngine, image: Buffer, today: string): Promise<TOcrResult> {
  if (image.length === 0) throw new AppError("BAD_REQUEST", "The file is empty.");
  if (image.length >= MAX_SCAN_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "File size must be less than 10MB.");
  const kind = sniffScanType(image);
  if (!kind)
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Please select an image file (JPG, PNG) or PDF document.");
  let ocr: Awaited<ReturnType<OcrEngine["recognize"]>>;
  try {
    // a PDF scan: its first page is rendered to an image and read like a photo
    ocr = await engine.recognize(kind === "pdf" ? await renderFirstPdfPage(image) : image);
  } catch (err) {
    if (err instanceof PdfUnreadableError) {
      throw new AppError(
        "BAD_REQUEST",
        "The PDF could not be read. It may be damaged or password-protected: please try another file.",
      );
    }
    if (err instanceof ImageUnreadableError) {
      throw new AppError(
        "BAD_REQUEST",
        "The image could not be read. It may be damaged: please try another photo or scan.",
      );
    }
    throw err;
  }

  const mrz = findMrz(ocr.text);
  if (mrz) {
    const result = parse(mrz.lines, { autocorrect: true });
    const f = result.fields;
    const confidence = Math.round(ocr.confidence) / 100;
    const firstName = f.firstName ? titleCase(f.firstName) : null;
    const lastName = f.lastName ? titleCase(f.lastName) : null;
    const fields: TOcrResult["fields"] = {};
    const conf: TOcrResult["confidence"] = {};
    const put = (key: keyof TOcrResult["fields"], value: string | null | undefined) => {
      if (!value) return;
      fields[key] = value;
      conf[key] = result.valid ? confidence : Math.min(confidence, 0.5);
    };
    put("name", [firstName, lastName].filter(Boolean).join(" "));
    put("firstName", firstName);
    put("lastName", lastName);
    put("nationality", nationalityFromCode(f.nationality));
    put("dateOfBirth", mrzDate(f.birthDate, "birth", today));
    return {
      source: "mrz",
      fields,
      confidence: conf,
      fieldCount: Object.keys(fields).length,
      passport: {
        format: result.format,
        verified: result.valid,
        invalidFields: result.details.filter((d) => !d.valid).map((d) => d.label),
        documentNumber: f.documentNumber ?? null,
        expiryDate: mrzDate(f.expirationDate, "expiry", today),
        issuingState: f.issuingState ?? null,
        sex: f.sex ?? null,
      },
    };
  }

  const found = extractLabelledFields(ocr.lines);
  const fields: TOcrResult["fields"] = {};
  const conf: TOcrResult["confidence"] = {};
  for (const [key, v] of Object.entries(found) as [OcrField, { value: string; confidence: number }][]) {
    fields[key] = v.value;
    conf[key] = v.confidence;
  }
  return {
    source: Object.keys(fields).length ? "text" : "none",
    fields,
    confidence: conf,
    fieldCount: Object.keys(fields).length,
  };
}
