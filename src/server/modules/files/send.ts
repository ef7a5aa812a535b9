// Sends a stored file to a caller allowed to see it: inline, nosniff, never cached, sandboxed (a file is
// never a page of the app), with an ASCII and an RFC 5987 UTF-8 file name.
import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** An ASCII fallback and the RFC 5987 UTF-8 form of a file name for Content-Disposition. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The bytes are piped from the store to the client (never the whole file in memory). */
export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; mime: string | null; stream: Readable; size?: number },
) {
  if (file.size !== undefined) reply.header("content-length", file.size);
  reply
    .type(file.mime ?? "application/octet-stream")
    .header("content-disposition", contentDisposition(file.name))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", "default-src 'none'; sandbox");
  return reply.send(file.stream);
}
