// Small valid and invalid files for upload tests, and the upload's second step (the bytes to the slot).
import type { TestContext, TestRole } from "./helpers";

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9,
]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
export const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(64)]);
export const HTML = Buffer.from("<!doctype html><script>alert(1)</script>");

/** Sends `bytes` to an upload slot's uploadURL as `role`, declared as `contentType` (what the browser says). */
export const putToSlot = (
  ctx: Pick<TestContext, "as">,
  role: TestRole,
  uploadURL: string,
  contentType: string,
  bytes: Buffer,
) =>
  ctx.as(role, { method: "PUT", url: uploadURL, headers: { "content-type": contentType }, payload: bytes });
