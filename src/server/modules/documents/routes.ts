// Document API (spec §7): list with search, filters and paging; stats; create, edit, delete; the file.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZMessage } from "../../../shared/auth";
import {
  ZDocument,
  ZDocumentListQuery,
  ZDocumentPatch,
  ZDocumentRequest,
  ZDocumentStats,
} from "../../../shared/documents";
import { notFound } from "../../lib/app-error";
import { routesOf } from "../../lib/route";
import { readStoredFile } from "../files/service";
import {
  createDocument,
  deleteDocument,
  documentStats,
  getDocument,
  listDocuments,
  updateDocument,
} from "./service";

/** An ASCII fallback and the RFC 5987 UTF-8 form of a file name for Content-Disposition. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export default async function documentRoutes(app: FastifyInstance) {
  const route = routesOf(app, "documents");
  route.records(ZDocument, {
    list: {
      permission: "documents:read",
      summary: "Documents the caller may see (crew: their own), newest first; total in X-Total-Count",
      query: ZDocumentListQuery,
      run: listDocuments,
    },
    create: {
      permission: "documents:write",
      summary: "Add a document (crew: for themselves); filePath from POST /api/upload attaches the file",
      body: ZDocumentRequest,
      run: createDocument,
    },
    get: {
      permission: "documents:read",
      summary: "One document",
      run: async (ctx, id) => (await getDocument(ctx, id)).document,
    },
    update: {
      method: "PATCH",
      permission: "documents:write",
      summary: "Edit a document; a new filePath replaces the file (the old one is deleted)",
      body: ZDocumentPatch,
      run: updateDocument,
    },
    remove: {
      permission: "documents:delete",
      summary: "Delete a document and its stored file",
      ok: ZMessage,
      run: async (ctx, id) => {
        await deleteDocument(ctx, id);
        return { message: "Document deleted successfully" };
      },
    },
  });

  route("GET /api/documents/stats", "documents:read", {
    summary: "Counts by derived status (total, valid, expiring, expired) of the caller's documents",
    ok: ZDocumentStats,
    handler: (ctx) => documentStats(ctx),
  });

  route("GET /api/documents/:id/file", "documents:read", {
    config: { produces: ["application/pdf", "image/jpeg", "image/png"] },
    summary: "The document's file (inline, nosniff), only for callers who may see the document",
    ok: z.unknown().describe("The file's bytes"),
    handler: async (ctx, request, reply) => {
      const { fileId } = await getDocument(ctx, request.params.id);
      const file = fileId ? await readStoredFile(ctx, fileId) : null;
      if (!file) throw notFound("File");
      reply
        .type(file.mime ?? "application/octet-stream")
        .header("content-disposition", contentDisposition(file.name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .header("content-security-policy", "default-src 'none'; sandbox");
      return reply.send(file.data);
    },
  });
}
