// Port-call paperwork API: the crew list (IMO FAL Form 5) of a vessel on a date or of a crew change, as
// JSON or a file, the port call's data of a crew change, a seafarer's own check of what a list would lack,
// the crew's effects, the table of shipboard working arrangements and the inspection pack. Thin routes: schema + permission + one call.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZCrewChange } from "../../../shared/crew-changes";
import {
  ZInspectionPackQuery,
  ZWorkingArrangements,
  ZWorkingArrangementsRequest,
} from "../../../shared/inspection-pack";
import {
  ZCrewChangeCrewListQuery,
  ZCrewEffects,
  ZCrewEffectsList,
  ZCrewEffectsRequest,
  ZCrewList,
  ZCrewListCheck,
  ZPortCallUpdateRequest,
  ZVesselCrewListQuery,
  ZVesselEffectsQuery,
} from "../../../shared/port-paperwork";
import { cachedRead } from "../../lib/request-ctx";
import { routesOf } from "../../lib/route";
import { answerCrewList, crewChangeCrewList, updatePortCall, vesselCrewList } from "./crew-list-export";
import { XLSX_MIME } from "./crew-list-files";
import { answerEffects, getCrewEffects, putCrewEffects, vesselEffects } from "./effects";
import { getWorkingArrangements, inspectionPack, putWorkingArrangements } from "./inspection-pack";
import { crewListCheck } from "./service";

const PRODUCES = ["application/json", "application/pdf", XLSX_MIME, "text/csv"];

export default async function portPaperworkRoutes(app: FastifyInstance) {
  const route = routesOf(app, "port-paperwork");

  route("GET /api/vessels/:id/crew-list", "port-paperwork:read", {
    config: { produces: PRODUCES },
    summary:
      "The vessel's crew list (IMO FAL Form 5) on a date at arrival or departure, with every missing item; format json, pdf, xlsx or csv",
    querystring: ZVesselCrewListQuery,
    ok: ZCrewList,
    handler: async (ctx, request, reply) => {
      const { id } = request.params;
      const { format, ...q } = request.query;
      const list = await cachedRead(ctx, "crew-list", { id, ...q }, () =>
        vesselCrewList(ctx, id, request.query),
      );
      return answerCrewList(ctx, reply, list, format);
    },
  });

  route("GET /api/crew-changes/:id/crew-list", "port-paperwork:read", {
    config: { produces: PRODUCES },
    summary: "A crew change's arrival or departure crew list (IMO FAL Form 5); format json, pdf, xlsx or csv",
    querystring: ZCrewChangeCrewListQuery,
    ok: ZCrewList,
    handler: async (ctx, request, reply) => {
      const { id } = request.params;
      const { kind, format } = request.query;
      const list = await cachedRead(ctx, "crew-list", { crewChangeId: id, kind }, () =>
        crewChangeCrewList(ctx, id, kind),
      );
      return answerCrewList(ctx, reply, list, format);
    },
  });

  route("PUT /api/crew-changes/:id/port-call", "crew-changes:write", {
    summary:
      "Set a crew change's port call data for its crew lists: UN/LOCODE, voyage number, last and next port",
    body: ZPortCallUpdateRequest,
    ok: ZCrewChange,
    handler: (ctx, request) => updatePortCall(ctx, request.params.id, request.body),
  });

  route("GET /api/crew/:id/crew-list-check", "crew:read", {
    summary:
      "What a crew list of today would lack of a seafarer's identity data (their own, or any for the office)",
    ok: ZCrewListCheck,
    handler: (ctx, request) => crewListCheck(ctx, request.params.id),
  });

  route.whole("/api/crew/:id/effects", ZCrewEffects, {
    read: {
      permission: "crew-effects:write",
      summary: "A seafarer's effects declaration (FAL Form 4): theirs, the master's aboard, or the office's",
      run: getCrewEffects,
    },
    replace: {
      permission: "crew-effects:write",
      summary: "Replace a seafarer's effects declaration: by the seafarer, the master aboard, or the office",
      body: ZCrewEffectsRequest,
      run: putCrewEffects,
    },
  });

  route("GET /api/vessels/:id/crew-effects", "port-paperwork:read", {
    config: { produces: ["application/json", "application/pdf", XLSX_MIME] },
    summary:
      "The crew's effects declaration (IMO FAL Form 4) of those on the crew list of a date and kind; json, pdf or xlsx",
    querystring: ZVesselEffectsQuery,
    ok: ZCrewEffectsList,
    handler: async (ctx, request, reply) =>
      answerEffects(
        ctx,
        reply,
        await vesselEffects(ctx, request.params.id, request.query),
        request.query.format,
      ),
  });

  route.whole("/api/vessels/:id/working-arrangements", ZWorkingArrangements, {
    read: {
      permission: "port-paperwork:read",
      summary: "The vessel's table of shipboard working arrangements (MLC A2.3 para 10) by position",
      run: getWorkingArrangements,
    },
    replace: {
      permission: "port-paperwork:write",
      summary: "Replace the vessel's table of shipboard working arrangements: the office or its master",
      body: ZWorkingArrangementsRequest,
      run: putWorkingArrangements,
    },
  });

  route("GET /api/vessels/:id/inspection-pack", "port-paperwork:read", {
    config: { produces: ["application/pdf"] },
    summary:
      "The inspection pack as one PDF: crew list, required certificates, working arrangements, hours-of-rest records of the months asked",
    querystring: ZInspectionPackQuery,
    ok: z.any().describe("The pack as application/pdf"),
    handler: async (ctx, request, reply) => {
      const { pdf, fileName } = await inspectionPack(ctx, request.params.id, request.query);
      reply.type("application/pdf").header("content-disposition", `attachment; filename="${fileName}"`);
      return reply.send(Buffer.from(pdf));
    },
  });
}
