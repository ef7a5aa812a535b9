// sha256 of bytes in memory or of a file on disk (streamed), as lowercase hex.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

export const sha256Of = (data: Buffer) => createHash("sha256").update(data).digest("hex");

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
