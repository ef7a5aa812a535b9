// Alerts API (spec §7): expiring documents (bell, dashboard card, alerts screen), their summary, and
// contacting a crew member about one.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAlertSummary,
  ZAlertSummaryQuery,
  ZContactRequest,
  ZExpiringQuery,
  ZExpiryAlert,
  ZMissingCertificate,
  ZMissingQuery,
} from "../../../shared/alerts";
import { mailResultCode, ZMailResult } from "../../../shared/email-settings";
import { errorResponses } from "../../lib/error-responses";
import { sendPage } from "../../lib/paging";
import { cachedRead, ctxOf } from "../../lib/request-ctx";
import { contactCrewMember } from "./contact";
import { findMissingCertificates } from "./missing";
import { alertSummary, listExpiring } from "./service";

const tags = ["alerts"];

export default async function alertRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  // alerts:own: every role; a crew caller gets their own documents only (bell and dashboard card)
  app.get("/api/alerts/expiring-documents", {
    config: { permission: "alerts:own" },
    schema: {
      tags,
      summary: "Documents expiring within `days` (capped at the info window), expired included; by expiry",
      querystring: ZExpiringQuery,
      response: { 200: z.array(ZExpiryAlert), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const ctx = ctxOf(request);
      return sendPage(
        reply,
        await cachedRead(ctx, "alerts", request.query, () => listExpiring(ctx, request.query)),
      );
    },
  });

  // a crew caller: their own missing certificates only
  app.get("/api/alerts/missing-certificates", {
    config: { permission: "alerts:own" },
    schema: {
      tags,
      summary:
        "Required certificates missing for crew aboard, or planned to join within `days` (default 90): by start day",
      querystring: ZMissingQuery,
      response: { 200: z.array(ZMissingCertificate), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const ctx = ctxOf(request);
      const own =
        ctx.caller.role === "crew"
          ? (ctx.caller.crewMemberId ?? "00000000-0000-0000-0000-000000000000")
          : null;
      return sendPage(
        reply,
        await cachedRead(ctx, "missing-certificates", request.query, () =>
          findMissingCertificates(ctx.db, ctx.today, { ...request.query, crewMemberId: own }),
        ),
      );
    },
  });

  app.get("/api/alerts/summary", {
    config: { permission: "alerts:own" },
    schema: {
      tags,
      summary: "Alert counts per severity and the windows in force",
      querystring: ZAlertSummaryQuery,
      response: { 200: ZAlertSummary, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const ctx = ctxOf(request);
      return cachedRead(ctx, "alert-summary", request.query, () => alertSummary(ctx, request.query.days));
    },
  });

  app.post("/api/crew/contact", {
    config: { permission: "crew:contact" },
    schema: {
      tags,
      summary:
        "E-mail a crew member (through the outbox, delivered at once when a mail server is configured); 202 when it stays queued",
      body: ZContactRequest,
      response: { 200: ZMailResult, 202: ZMailResult, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const result = await contactCrewMember(ctxOf(request), appBase.outbox, request.body);
      return reply.code(mailResultCode(result)).send(result);
    },
  });
}
