// Alerts API (spec §7): expiring documents (bell, dashboard card, alerts screen), their summary, and
// contacting a crew member about one.

import type { FastifyInstance } from "fastify";
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
import { ZBulkResult } from "../../../shared/bulk";
import { ZContactExpiring } from "../../../shared/crew-bulk";
import { mailResultCode, ZMailResult } from "../../../shared/email-settings";
import { ZManningGapAlert, ZManningGapAlertsQuery } from "../../../shared/manning-alerts";
import { ownMember } from "../../lib/ownership";
import { setNextCursor } from "../../lib/paging";
import { cachedRead } from "../../lib/request-ctx";
import { routesOf } from "../../lib/route";
import { upcomingManningGaps } from "../manning/gap-alerts";
import { contactCrewMember } from "./contact";
import { contactExpiring } from "./contact-expiring";
import { missingCertificatesPage } from "./missing-memo";
import { alertSummary, listExpiring } from "./service";

export default async function alertRoutes(app: FastifyInstance) {
  const route = routesOf(app, "alerts");

  // alerts:own: every role; a crew caller gets their own documents only (bell and dashboard card)
  route("GET /api/alerts/expiring-documents", "alerts:own", {
    summary:
      "Documents due within `days`, expired included; by expiry date then id. Keyset paging: X-Next-Cursor names the last row's sort key while more follow; pass it back as `cursor`",
    querystring: ZExpiringQuery,
    page: ZExpiryAlert,
    // not the `cache` option: the next cursor is a header, written also when the page comes from the cache
    handler: async (ctx, request, reply) => {
      const page = await cachedRead(ctx, "alerts", request.query, () => listExpiring(ctx, request.query));
      if (page.nextCursor) setNextCursor(reply, page.nextCursor);
      return page;
    },
  });

  // a crew caller: their own missing certificates only
  route("GET /api/alerts/missing-certificates", "alerts:own", {
    summary:
      "Required certificates missing for crew aboard, or planned to join within `days` (default 90): by start day",
    querystring: ZMissingQuery,
    page: ZMissingCertificate,
    cache: "missing-certificates",
    handler: (ctx, request) =>
      missingCertificatesPage(ctx.db, ctx.today, {
        ...request.query,
        crewMemberId: ownMember(ctx.caller, "alerts:own"),
      }),
  });

  // office and admin: a rank below a vessel's safe manning, raised before the day it starts
  route("GET /api/alerts/manning-gaps", "alerts:read", {
    summary:
      "Manning gaps with a short day within `days` (default 30): one per vessel, rank and first short day (today when under way), soonest first, severity by the days until it starts; gone once closed",
    querystring: ZManningGapAlertsQuery,
    ok: z.array(ZManningGapAlert),
    more: [404],
    handler: (ctx, request) => upcomingManningGaps(ctx, request.query.days, request.query.vesselId),
  });

  route("GET /api/alerts/summary", "alerts:own", {
    summary: "Alert counts per severity and the windows in force",
    querystring: ZAlertSummaryQuery,
    ok: ZAlertSummary,
    cache: "alert-summary",
    handler: (ctx, request) => alertSummary(ctx, request.query.days),
  });

  route("POST /api/crew/contact", "crew:contact", {
    summary:
      "E-mail a crew member (through the outbox, delivered at once when a mail server is configured); 202 when it stays queued",
    body: ZContactRequest,
    ok: { 200: ZMailResult, 202: ZMailResult },
    more: [404],
    handler: async (ctx, request, reply) => {
      const result = await contactCrewMember(ctx, app.outbox, request.body);
      return reply.code(mailResultCode(result)).send(result);
    },
  });

  route("POST /api/crew/contact-expiring", "crew:contact", {
    summary:
      "E-mail every seafarer whose current documents expire between from and to, one message each through " +
      "the outbox as Contact sends it (at most 200): answers each one's outcome, ok or refused with the " +
      "reason (no e-mail address); dryRun: true answers who would be e-mailed and sends nothing",
    body: ZContactExpiring,
    ok: ZBulkResult,
    handler: (ctx, request) => contactExpiring(ctx, app.outbox, request.body),
  });
}
