// Renders the first page of a PDF scan to a PNG for the OCR engine, offline: Mozilla's pdf.js (the legacy
// build, which runs on Node 20) drawing on @napi-rs/canvas (a prebuilt binary from npm). No fonts or
// workers are fetched; scans are images inside the PDF, so the page is drawn as it is printed.
import { type Canvas, createCanvas } from "@napi-rs/canvas";

/** The page's longer side in pixels after rendering: enough for tesseract to read a passport's MRZ. */
const TARGET_PX = 2200;
const MAX_SCALE = 4;

type PdfPage = Awaited<
  ReturnType<
    Awaited<ReturnType<typeof import("pdfjs-dist/legacy/build/pdf.mjs").getDocument>["promise"]>["getPage"]
  >
>;
type PdfImage = { width: number; height: number; kind: number; data?: Uint8ClampedArray };
/** pdf.js ImageKind: 1 bit grey, 24 bit RGB, 32 bit RGBA. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
/** Smaller pictures are logos or stamps, not the scan. */
const MIN_SCAN_PX = 400;

async function largestImage(ops: { paintImageXObject: number }, page: PdfPage): Promise<Canvas | null> {
  const list = await page.getOperatorList();
  let best: PdfImage | null = null;
  for (let i = 0; i < list.fnArray.length; i++) {
    if (list.fnArray[i] !== ops.paintImageXObject) continue;
    const id = list.argsArray[i][0] as string;
    const store = id.startsWith("g_") ? page.commonObjs : page.objs; // images used on several pages are shared
    const img = await new Promise<PdfImage | null>((resolve) => store.get(id, resolve));
    if (img?.data && (!best || img.width * img.height > best.width * best.height)) best = img;
  }
  if (!best?.data || Math.max(best.width, best.height) < MIN_SCAN_PX) return null;
  const canvas = createCanvas(best.width, best.height);
  const context = canvas.getContext("2d");
  const rgba = context.createImageData(best.width, best.height);
  const src = best.data;
  for (let p = 0, n = best.width * best.height; p < n; p++) {
    if (best.kind === GRAYSCALE_1BPP) {
      const row = Math.floor(p / best.width);
      const col = p % best.width;
      const byte = src[row * Math.ceil(best.width / 8) + (col >> 3)];
      const v = (byte >> (7 - (col & 7))) & 1 ? 255 : 0;
      rgba.data.set([v, v, v, 255], p * 4);
    } else if (best.kind === RGB_24BPP) {
      rgba.data.set([src[p * 3], src[p * 3 + 1], src[p * 3 + 2], 255], p * 4);
    } else {
      rgba.data.set(src.subarray(p * 4, p * 4 + 4), p * 4);
    }
  }
  context.putImageData(rgba, 0, 0);
  return canvas;
}

async function drawPage(page: PdfPage): Promise<Canvas> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(MAX_SCALE, TARGET_PX / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff"; // a transparent page would read as black
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return canvas;
}

export class PdfUnreadableError extends Error {}

export async function renderFirstPdfPage(pdf: Buffer): Promise<Buffer> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  let doc: Awaited<ReturnType<typeof pdfjs.getDocument>["promise"]> | undefined;
  try {
    doc = await pdfjs.getDocument({
      data: new Uint8Array(pdf),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
    }).promise;
    const page = await doc.getPage(1);
    // a scan is one picture on the page: read that picture at its own resolution (resampling it blurs
    // the MRZ's chevrons); a page without one (typed text) is drawn at about 200 dpi
    const canvas = (await largestImage(pdfjs.OPS, page)) ?? (await drawPage(page));
    return canvas.toBuffer("image/png");
  } catch (err) {
    throw new PdfUnreadableError(String((err as Error)?.message ?? err));
  } finally {
    await doc?.destroy();
  }
}
