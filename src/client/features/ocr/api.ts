// OCR scan API: the image travels as base64 (no data: prefix), as spec §7 says.
import type { TOcrResult } from "@shared/ocr";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** PDFs too: the server reads the first page like an image. */
export const SCAN_ACCEPT = "image/png,image/jpeg,application/pdf";
export const MAX_SCAN_BYTES = 10 * 1024 * 1024;

/** Client-side checks of spec §5 (the server checks again by magic bytes). */
export function scanFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/") && file.type !== "application/pdf") {
    return "Please select an image file (JPG, PNG) or PDF document.";
  }
  if (file.size >= MAX_SCAN_BYTES) return "File size must be less than 10MB.";
  return null;
}

export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function useExtractCrewData() {
  return useMutation({
    mutationFn: async ({ file, filename }: { file: Blob; filename: string }) =>
      api<TOcrResult>("POST", "/api/ocr/extract-crew-data", { image: await blobToBase64(file), filename }),
  });
}
