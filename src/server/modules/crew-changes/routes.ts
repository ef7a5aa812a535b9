// Crew changes API (issue 20 item 5): plan, list, read, confirm, cancel and complete. Thin routes: schema
// + permission + one service call.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZCrewChange,
  ZCrewChangeCompleteRequest,
  ZCrewChangeCreateRequest,
  ZCrewChangeListQuery,
} from "../../../shared/crew-changes";
import { sendPage } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { idRouteSchema, routeSchema } from "../../lib/route-schema";
import { completeCrewChange } from "./complete";
import { createCrewChange, getCrewChange, listCrewChanges, setCrewChangeStatus } from "./service";

export default async function crewChangeRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["crew-changes"];

  app.get("/api/crew-changes", {
    config: { permission: "crew-changes:read" },
    schema: routeSchema(
      {
        tags,
        summary: "Crew changes by vessel, date range (from/to) and status",
        querystring: ZCrewChangeListQuery,
      },
      { 200: z.array(ZCrewChange) },
      [400, 401, 403],
    ),
    handler: async (request, reply) => sendPage(reply, await listCrewChanges(ctxOf(request), request.query)),
  });

  app.post("/api/crew-changes", {
    config: { permission: "crew-changes:write" },
    schema: routeSchema(
      {
        tags,
        summary: "Plan a crew change: who signs off and who signs on at a port call",
        body: ZCrewChangeCreateRequest,
      },
      { 201: ZCrewChange },
      [400, 401, 403, 404, 409],
    ),
    handler: async (request, reply) => {
      reply.status(201);
      return createCrewChange(ctxOf(request), request.body);
    },
  });

  app.get("/api/crew-changes/:id", {
    config: { permission: "crew-changes:read" },
    schema: idRouteSchema({ tags, summary: "One crew change with its seafarers" }, { 200: ZCrewChange }),
    handler: async (request) => getCrewChange(ctxOf(request), request.params.id),
  });

  for (const action of ["confirm", "cancel"] as const) {
    app.post(`/api/crew-changes/:id/${action}`, {
      config: { permission: "crew-changes:write" },
      schema: idRouteSchema(
        { tags, summary: `${action === "confirm" ? "Confirm" : "Cancel"} a crew change` },
        { 200: ZCrewChange },
        [409],
      ),
      handler: async (request) => setCrewChangeStatus(ctxOf(request), request.params.id, action),
    });
  }

  app.post("/api/crew-changes/:id/complete", {
    config: { permission: "crew-changes:write" },
    schema: idRouteSchema(
      {
        tags,
        summary:
          "Complete a crew change: sign off and on in one transaction (409 when ineligible or below safe manning without an override)",
        body: ZCrewChangeCompleteRequest,
      },
      { 200: ZCrewChange },
      [409],
    ),
    handler: async (request) => completeCrewChange(ctxOf(request), request.params.id, request.body),
  });
}
