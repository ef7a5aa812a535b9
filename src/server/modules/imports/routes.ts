// Imports API: a spreadsheet sent as multipart/form-data (`file`, optional `mapping` JSON), checked or
// written by kind; a template workbook per kind. The multipart parser and its size limit live in this
// plugin's scope only.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { IMPORT_PROGRESS_TYPE, ZImportStreamLine } from "../../../shared/import-progress";
import {
  IMPORT_TOO_LARGE_MESSAGE,
  MAX_IMPORT_BYTES,
  ZImportMapping,
  ZImportQuery,
  ZImportResult,
  ZImportTemplateParams,
} from "../../../shared/imports";
import { AppError, badRequest } from "../../lib/app-error";
import { routesOf } from "../../lib/route";
import { asksForProgress, streamProgress } from "./progress-stream";
import { type ImportFile, importSheet, readImport, runImport } from "./service";
import { templateWorkbook, XLSX_TYPE } from "./templates";

/** How long an import's connection may stay silent while the server works (the answer comes at the end). */
const IMPORT_SILENCE_MS = 15 * 60_000;
const NO_FILE_MESSAGE = "Send the spreadsheet as multipart/form-data in a field named file";
const BAD_MAPPING_MESSAGE = "mapping must be JSON: an object of column header → field";

async function importFile(request: FastifyRequest): Promise<ImportFile> {
  if (!request.isMultipart()) throw badRequest(NO_FILE_MESSAGE);
  let file: ImportFile | null = null;
  let mappingText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          await part.toBuffer();
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", IMPORT_TOO_LARGE_MESSAGE);
        file = { bytes, filename: part.filename ?? "", mapping: {} };
      } else if (part.fieldname === "mapping") mappingText = String(part.value ?? "");
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("PAYLOAD_TOO_LARGE", IMPORT_TOO_LARGE_MESSAGE);
    throw badRequest(NO_FILE_MESSAGE);
  }
  if (!file) throw badRequest(NO_FILE_MESSAGE);
  if (mappingText) {
    let json: unknown;
    try {
      json = JSON.parse(mappingText);
    } catch {
      throw badRequest(BAD_MAPPING_MESSAGE);
    }
    const parsed = ZImportMapping.safeParse(json);
    if (!parsed.success) throw badRequest(BAD_MAPPING_MESSAGE);
    file.mapping = parsed.data;
  }
  return file;
}

export default async function importRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 6 },
  });
  const route = routesOf(app, "imports");

  route("POST /api/imports", "imports:write", {
    config: {
      consumes: ["multipart/form-data"],
      streams: { [IMPORT_PROGRESS_TYPE]: ZImportStreamLine },
    },
    summary:
      "Check (dryRun=true) or import a spreadsheet (.xlsx or .csv) of vessels, crew, documents or safe manning: each row's status and errors",
    description: `With \`Accept: ${IMPORT_PROGRESS_TYPE}\` the answer comes as one JSON object a line once the file is read: progress lines ({phase, done, total}; phases reading, checking, tours, writing; done never falls within a phase and ends at total), then the same answer as without the header. A refusal of the whole request or file (400, 403, 413) answers before the first line with its status, as without the header; an error after it is the last line: the error JSON with its status.`,
    querystring: ZImportQuery,
    ok: ZImportResult,
    more: [413],
    handler: async (ctx, request, reply) => {
      // This route only: a register of 50,000 certificates on a loaded machine works for minutes before
      // it answers, longer than the socket may stay silent elsewhere (twice REQUEST_TIMEOUT_MS).
      request.raw.socket?.setTimeout?.(IMPORT_SILENCE_MS);
      const file = await importFile(request);
      if (!asksForProgress(request)) return runImport(ctx, request.query, file);
      const sheet = await readImport(ctx, request.query, file);
      await streamProgress(request, reply, (onProgress) =>
        importSheet(ctx, request.query, file, sheet, onProgress),
      );
    },
  });

  route("GET /api/imports/templates/:kind.xlsx", "imports:write", {
    config: { produces: [XLSX_TYPE] },
    summary: "An empty workbook with the columns an import of this kind reads, and a sheet explaining them",
    params: ZImportTemplateParams,
    ok: z.any().describe("The template as an .xlsx workbook"),
    handler: async (_ctx, request, reply) => {
      const bytes = await templateWorkbook(request.params.kind);
      reply
        .type(XLSX_TYPE)
        .header("content-disposition", `attachment; filename="crewfleet-${request.params.kind}-import.xlsx"`);
      return reply.send(bytes);
    },
  });
}
