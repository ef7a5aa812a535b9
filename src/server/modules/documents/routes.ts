// Document API (spec §7): list with search, filters and paging; stats; create, edit, delete; the file.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZMessage } from "../../../shared/auth";
import { ZDocumentSubmission } from "../../../shared/document-submissions";
import {
  ZDocument,
  ZDocumentListQuery,
  ZDocumentPatch,
  ZDocumentRequest,
  ZDocumentStats,
  ZSupersedesAnswer,
  ZSupersedesQuery,
} from "../../../shared/documents";
import { notFound } from "../../lib/app-error";
import { routesOf } from "../../lib/route";
import { sendStoredFile } from "../files/send";
import { readStoredFile } from "../files/service";
import { previewSupersedes } from "./renewals";
import {
  createDocument,
  deleteDocument,
  documentStats,
  getDocument,
  listDocuments,
  updateDocument,
} from "./service";

export default async function documentRoutes(app: FastifyInstance) {
  const route = routesOf(app, "documents");
  route.records(ZDocument, {
    list: {
      permission: "documents:read",
      summary: "Documents the caller may see (crew: their own), newest first; total in X-Total-Count",
      query: ZDocumentListQuery,
      run: listDocuments,
      cache: "documents-page",
    },
    get: {
      permission: "documents:read",
      summary: "One document",
      run: async (ctx, id) => (await getDocument(ctx, id)).document,
    },
    update: {
      method: "PATCH",
      permission: "documents:edit",
      summary:
        "Edit a document (office and admin); a new filePath replaces the file (the old one is deleted). " +
        "Crew never change a current document: they upload the corrected one, which waits for review",
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

  route("POST /api/documents", "documents:write", {
    summary:
      "Add a document; filePath from POST /api/upload attaches the file. Office and admin: 201 with the " +
      "current document. Crew (for themselves): 202 with a submission (status pending) that waits for the " +
      "office's review (GET /api/document-submissions); it becomes a document when accepted",
    body: ZDocumentRequest,
    ok: { 201: ZDocument, 202: ZDocumentSubmission },
    handler: async (ctx, request, reply) => {
      const made = await createDocument(ctx, request.body);
      if (made.kind === "document") {
        reply.code(201);
        return made.document;
      }
      reply.code(202);
      return made.submission;
    },
  });

  route("GET /api/documents/supersedes", "documents:write", {
    summary:
      "The member's current documents a new one of this type (expiry, issuing state) would supersede, " +
      "asked before saving it; POST with supersede: false keeps them current (crew: their own)",
    querystring: ZSupersedesQuery,
    ok: ZSupersedesAnswer,
    handler: (ctx, request) => previewSupersedes(ctx, request.query),
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
      return sendStoredFile(reply, file);
    },
  });
}
