// A photo taken with the phone's camera is several megabytes; a document scan needs far less.
// Before upload, a JPEG or PNG larger than MAX_SIDE on its longer side (or heavier than MAX_BYTES) is
// redrawn in the browser at most MAX_SIDE px and sent as JPEG, which keeps the satellite link's bill small
// and the file under the server's limit. Anything else (PDF) is sent as it is.
export const MAX_SIDE = 2000;
const MAX_BYTES = 1_500_000;
const QUALITY = 0.85;

/** The size that fits within `max` on the longer side, keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const isPhoto = (file: File) => file.type === "image/jpeg" || file.type === "image/png";

export async function downscaleImage(file: File): Promise<File> {
  if (!isPhoto(file) || typeof createImageBitmap !== "function") return file;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return file; // not decodable here: the server's check decides
  const size = fitWithin(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && file.size <= MAX_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const g = canvas.getContext("2d");
  if (!g) return file;
  g.fillStyle = "#ffffff"; // a transparent PNG becomes white paper, not black
  g.fillRect(0, 0, size.width, size.height);
  g.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
  if (!blob || blob.size >= file.size) return file;
  const name = `${file.name.replace(/\.[^.]+$/, "") || "photo"}.jpg`;
  return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
}
