// The OCR scan API (spec §7 POST /api/ocr/extract-crew-data).
import { z } from "zod";

export const MAX_SCAN_MB = 10;

export const ZOcrRequest = z.object({
  image: z
    .string()
    .min(1, "The image is empty")
    .regex(/^[A-Za-z0-9+/=\s]+$/, "The image must be base64 without a data: prefix"),
  filename: z.string().trim().min(1).max(255),
});

const ZFieldValues = z.object({
  name: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  position: z.string().optional(),
  nationality: z.string().optional(),
  dateOfBirth: z.string().optional(),
  phoneNumber: z.string().optional(),
  contractStartDate: z.string().optional(),
  contractEndDate: z.string().optional(),
  emergencyContact: z.string().optional(),
  emergencyPhone: z.string().optional(),
});

export const ZOcrResult = z.object({
  /** mrz: read from a machine-readable zone; text: from labelled text; none: nothing found. */
  source: z.enum(["mrz", "text", "none"]),
  fields: ZFieldValues,
  /** 0–1 per field found. */
  confidence: z.record(z.string(), z.number()),
  fieldCount: z.number().int(),
  passport: z
    .object({
      format: z.string(),
      /** false when a check digit failed: never trust the fields without a look. */
      verified: z.boolean(),
      invalidFields: z.array(z.string()),
      documentNumber: z.string().nullable(),
      expiryDate: z.string().nullable(),
      issuingState: z.string().nullable(),
      sex: z.string().nullable(),
    })
    .optional(),
});
export type TOcrResult = z.infer<typeof ZOcrResult>;
