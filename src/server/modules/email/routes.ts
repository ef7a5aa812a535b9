// Email settings and outbox API (spec §7): GET/PUT /api/email-settings, POST /api/email/send-test,
// GET /api/email/outbox, POST /api/email/run-reminders, POST /api/email/outbox/:id/resend (admins: send
// again a message whose delivery outcome is unknown, or that failed).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  mailResultCode,
  ZEmailSettings,
  ZEmailSettingsRequest,
  ZMailResult,
  ZOutboxItem,
  ZOutboxQuery,
  ZRunRemindersResponse,
} from "../../../shared/email-settings";
import { ZPageQuery } from "../../../shared/pagination";
import { ZIdParams } from "../../../shared/params";
import { resendEmail } from "../../jobs/outbox-rows";
import { runReminderScan } from "../../jobs/reminder-scan";
import { notFound } from "../../lib/app-error";
import { errorResponses } from "../../lib/error-responses";
import { sendPage } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { getEmailSettings, listOutbox, sendTestEmail, updateEmailSettings } from "./settings-service";

export default async function emailRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get("/api/email-settings", {
    config: { permission: "settings:read" },
    schema: {
      tags: ["email"],
      summary: "The office's e-mail settings (defaults when never saved)",
      response: { 200: ZEmailSettings, ...errorResponses(401, 403) },
    },
    handler: async (request) => getEmailSettings(ctxOf(request).db),
  });

  app.put("/api/email-settings", {
    config: { permission: "settings:write" },
    schema: {
      tags: ["email"],
      summary: "Replace the e-mail settings (the full object)",
      body: ZEmailSettingsRequest,
      response: { 200: ZEmailSettings, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => updateEmailSettings(ctxOf(request), request.body),
  });

  app.post("/api/email/send-test", {
    config: { permission: "email:send-test", rateLimit: { max: 10, timeWindow: "1 minute" } },
    schema: {
      tags: ["email"],
      summary:
        "Send a test e-mail to the caller's address (through the outbox, delivered at once); 202 when it stays queued because no mail server is configured",
      response: { 200: ZMailResult, 202: ZMailResult, ...errorResponses(400, 401, 403, 429, 503) },
    },
    handler: async (request, reply) => {
      const result = await sendTestEmail(ctxOf(request), app.outbox);
      return reply.code(mailResultCode(result)).send(result);
    },
  });

  app.get("/api/email/outbox", {
    config: { permission: "settings:read" },
    schema: {
      tags: ["email"],
      summary: "The e-mail outbox, newest first (total in X-Total-Count)",
      querystring: ZPageQuery.extend(ZOutboxQuery.shape),
      response: { 200: z.array(ZOutboxItem), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => sendPage(reply, await listOutbox(ctxOf(request), request.query)),
  });

  app.post("/api/email/run-reminders", {
    config: { permission: "settings:admin" },
    schema: {
      tags: ["email"],
      summary:
        "Run the reminder scan now (admins); queues what is due and not yet sent; delivery follows in the background",
      response: { 200: ZRunRemindersResponse, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      const { db, today, caller } = ctxOf(request);
      const result = await runReminderScan(db, today, caller);
      if (result.queued > 0) app.outbox.kick();
      return result;
    },
  });

  app.post("/api/email/outbox/:id/resend", {
    config: { permission: "settings:admin" },
    schema: {
      tags: ["email"],
      summary:
        "Send again a message whose delivery outcome is unknown (or that failed): back to pending, delivered by the sender (admins)",
      params: ZIdParams,
      response: {
        200: z.object({ id: z.string(), status: z.literal("pending") }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { db, caller, now } = ctxOf(request);
      if (!(await resendEmail(db, caller, id, now)))
        throw notFound("An unknown-outcome or failed message with this id");
      app.outbox.kick();
      return { id, status: "pending" as const };
    },
  });
}
