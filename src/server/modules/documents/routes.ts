// Document API (spec §7): list with search, filters and paging; stats; create, edit, delete; the file.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZDocument,
  ZDocumentListQuery,
  ZDocumentPatch,
  ZDocumentRequest,
  ZDocumentStats,
} from "../../../shared/documents";
import { ZIdParams } from "../../../shared/params";
import { notFound } from "../../lib/app-error";
import { errorResponses } from "../../lib/error-responses";
import { sendPage } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { readStoredFile } from "../files/service";
import {
  createDocument,
  deleteDocument,
  documentStats,
  getDocument,
  listDocuments,
  updateDocument,
} from "./service";

const tags = ["documents"];

/** An ASCII fallback and the RFC 5987 UTF-8 form of a file name for Content-Disposition. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export default async function documentRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get("/api/documents", {
    config: { permission: "documents:read" },
    schema: {
      tags,
      summary: "Documents the caller may see (crew: their own), newest first; total in X-Total-Count",
      querystring: ZDocumentListQuery,
      response: { 200: z.array(ZDocument), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => sendPage(reply, await listDocuments(ctxOf(request), request.query)),
  });

  app.get("/api/documents/stats", {
    config: { permission: "documents:read" },
    schema: {
      tags,
      summary: "Counts by derived status (total, valid, expiring, expired) of the caller's documents",
      response: { 200: ZDocumentStats, ...errorResponses(401, 403) },
    },
    handler: async (request) => documentStats(ctxOf(request)),
  });

  app.get("/api/documents/:id", {
    config: { permission: "documents:read" },
    schema: {
      tags,
      summary: "One document",
      params: ZIdParams,
      response: { 200: ZDocument, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => (await getDocument(ctxOf(request), request.params.id)).document,
  });

  app.get("/api/documents/:id/file", {
    config: { permission: "documents:read", produces: ["application/pdf", "image/jpeg", "image/png"] },
    schema: {
      tags,
      summary: "The document's file (inline, nosniff), only for callers who may see the document",
      params: ZIdParams,
      response: { 200: z.unknown().describe("The file's bytes"), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { fileId } = await getDocument(ctxOf(request), request.params.id);
      const file = fileId ? await readStoredFile(ctxOf(request), fileId) : null;
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

  app.post("/api/documents", {
    config: { permission: "documents:write" },
    schema: {
      tags,
      summary: "Add a document (crew: for themselves); filePath from POST /api/upload attaches the file",
      body: ZDocumentRequest,
      response: { 201: ZDocument, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createDocument(ctxOf(request), request.body)),
  });

  app.patch("/api/documents/:id", {
    config: { permission: "documents:write" },
    schema: {
      tags,
      summary: "Edit a document; a new filePath replaces the file (the old one is deleted)",
      params: ZIdParams,
      body: ZDocumentPatch,
      response: { 200: ZDocument, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => updateDocument(ctxOf(request), request.params.id, request.body),
  });

  app.delete("/api/documents/:id", {
    config: { permission: "documents:delete" },
    schema: {
      tags,
      summary: "Delete a document and its stored file",
      params: ZIdParams,
      response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await deleteDocument(ctxOf(request), request.params.id);
      return { message: "Document deleted successfully" };
    },
  });
}
