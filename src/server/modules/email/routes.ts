// Email settings and outbox API (spec §7): GET/PUT /api/email-settings, POST /api/email/send-test,
// GET /api/email/outbox, POST /api/email/run-reminders, POST /api/email/outbox/:id/resend (admins: send
// again a message whose delivery outcome is unknown, or that failed).
import type { FastifyInstance } from "fastify";
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
import { notFound } from "../../lib/app-error";
import { routesOf } from "../../lib/route";
import { resendEmail } from "./outbox";
import { getEmailSettings, listOutbox, sendTestEmail, updateEmailSettings } from "./settings-service";

export default async function emailRoutes(app: FastifyInstance) {
  const route = routesOf(app, "email");

  route.whole("/api/email-settings", ZEmailSettings, {
    read: {
      permission: "settings:read",
      summary: "The office's e-mail settings (defaults when never saved)",
      run: (ctx) => getEmailSettings(ctx.db),
    },
    replace: {
      permission: "settings:write",
      summary: "Replace the e-mail settings (the full object)",
      body: ZEmailSettingsRequest,
      run: updateEmailSettings,
    },
  });

  route("POST /api/email/send-test", "email:send-test", {
    summary:
      "Send a test e-mail to the caller's address (through the outbox, delivered at once); 202 when it stays queued because no mail server is configured",
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    ok: { 200: ZMailResult, 202: ZMailResult },
    more: [400, 429, 503],
    handler: async (ctx, _request, reply) => {
      const result = await sendTestEmail(ctx, app.outbox);
      return reply.code(mailResultCode(result)).send(result);
    },
  });

  route("GET /api/email/outbox", "settings:read", {
    summary: "The e-mail outbox, newest first (total in X-Total-Count)",
    querystring: ZPageQuery.extend(ZOutboxQuery.shape),
    page: ZOutboxItem,
    handler: (ctx, request) => listOutbox(ctx, request.query),
  });

  route("POST /api/email/run-reminders", "settings:admin", {
    summary:
      "Run the reminder scan now (admins); queues what is due and not yet sent; delivery follows in the background",
    ok: ZRunRemindersResponse,
    handler: async ({ today, caller }) => {
      const result = await app.reminders.scanNow(today, caller);
      if (result.queued > 0) app.outbox.kick();
      return result;
    },
  });

  route("POST /api/email/outbox/:id/resend", "settings:admin", {
    summary:
      "Send again a message whose delivery outcome is unknown (or that failed): back to pending, delivered by the sender (admins)",
    ok: z.object({ id: z.string(), status: z.literal("pending") }),
    handler: async ({ db, caller, now }, request) => {
      const { id } = request.params;
      if (!(await resendEmail(db, caller, id, now)))
        throw notFound("An unknown-outcome or failed message with this id");
      app.outbox.kick();
      return { id, status: "pending" as const };
    },
  });
}
