// Document submissions API: a crew member's uploads waiting for the office's review.
// Crew callers list their own (with the reason of a rejection); the office lists the queue and accepts
// or rejects. The submission is made by a crew caller's POST /api/documents (documents/routes.ts).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZBulkResult } from "../../../shared/bulk";
import {
  ZAcceptSubmission,
  ZBulkAcceptSubmissions,
  ZDocumentSubmission,
  ZRejectSubmission,
  ZSubmissionListQuery,
} from "../../../shared/document-submissions";
import { routesOf } from "../../lib/route";
import { sendStoredFile } from "../files/send";
import { acceptSubmissions } from "./bulk";
import { acceptSubmission, rejectSubmission } from "./review";
import { listSubmissions, submissionFile } from "./service";

export default async function documentSubmissionRoutes(app: FastifyInstance) {
  const route = routesOf(app, "document-submissions");

  route("GET /api/document-submissions", "document-submissions:read", {
    summary:
      "Submissions the caller may see (crew: their own), newest first; ?status=pending is the office's " +
      "review queue; total in X-Total-Count",
    querystring: ZSubmissionListQuery,
    page: ZDocumentSubmission,
    handler: (ctx, request) => listSubmissions(ctx, request.query),
  });

  route("GET /api/document-submissions/:id/file", "document-submissions:read", {
    config: { produces: ["application/pdf", "image/jpeg", "image/png"] },
    summary: "The submitted file (inline, nosniff), for the seafarer who sent it and the office",
    ok: z.unknown().describe("The file's bytes"),
    handler: async (ctx, request, reply) =>
      sendStoredFile(reply, await submissionFile(ctx, request.params.id)),
  });

  route("POST /api/document-submissions/:id/accept", "document-submissions:review", {
    summary:
      "Accept a pending submission: it becomes the member's current document, superseding the older one " +
      "it renews (documentId names it; supersede: false keeps those current); 409 when already reviewed",
    querystring: ZAcceptSubmission,
    ok: ZDocumentSubmission,
    more: [409],
    handler: (ctx, request) => acceptSubmission(ctx, request.params.id, request.query.supersede === "true"),
  });

  route("POST /api/document-submissions/accept", "document-submissions:review", {
    summary:
      "Accept several pending submissions at once, each as the single accept does it (its own transaction " +
      "and activity entries): answers each one's outcome, ok or refused with the reason (already reviewed, " +
      "unknown); a refused one changes nothing",
    body: ZBulkAcceptSubmissions,
    ok: ZBulkResult,
    handler: (ctx, request) => acceptSubmissions(ctx, request.body),
  });

  route("POST /api/document-submissions/:id/reject", "document-submissions:review", {
    summary:
      "Reject a pending submission with a reason the seafarer sees (and is e-mailed when they have an " +
      "address); 409 when already reviewed",
    body: ZRejectSubmission,
    ok: ZDocumentSubmission,
    more: [409],
    handler: (ctx, request) => rejectSubmission(ctx, request.params.id, request.body),
  });
}
