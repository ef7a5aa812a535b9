// The OpenAPI document tells the truth: every route of the permission matrix is sent by
// every caller, and each live answer is checked against the document served at /api/docs/json — the
// route is documented, its status is listed, its media type is one the document names, a JSON body
// validates against the documented schema, and a public route asks for no token. Answers every route can
// give before its handler (421, and 403 for a cross-site write) are probed on every route too.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestContext } from "../../test/helpers";
import {
  buildMatrixFixtures,
  CALLERS,
  type CallerName,
  type MatrixFixtures,
} from "../../test/permission-matrix/fixtures";
import { MATRIX } from "../../test/permission-matrix/table";
import { ENGINE } from "../../test/test-database";

type Media = Record<string, { schema?: object }>;
interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Media }>;
  requestBody?: { content?: Media };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

const ROLE: Record<CallerName, "admin" | "office_staff" | "crew" | null> = {
  anonymous: null,
  crewOwn: "crew",
  crewOther: "crew",
  office: "office_staff",
  admin: "admin",
};

describe(`the OpenAPI document matches the server (${ENGINE})`, () => {
  let ctx: TestContext;
  let f: MatrixFixtures;
  let doc: OpenApiDoc;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<object, ReturnType<Ajv["compile"]>>();
  let bodiesValidated = 0;

  beforeAll(async () => {
    ctx = await buildTestContext({ env: { AUTH_MODE: "password" } });
    f = await buildMatrixFixtures(ctx);
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    ajv.addSchema({ $id: "openapi.json", components: doc.components ?? {} });
  });
  afterAll(() => ctx.close());

  const operationOf = (route: string) => {
    const [method, url] = route.split(" ");
    return doc.paths[url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")]?.[method.toLowerCase()];
  };

  const validatorFor = (schema: object) => {
    let v = validators.get(schema);
    if (!v) {
      const rebased = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
      );
      v = ajv.compile(rebased);
      validators.set(schema, v);
    }
    return v;
  };

  /** Everything the document gets wrong about one live answer. */
  function mismatches(route: string, who: string, res: LightMyRequestResponse): string[] {
    const op = operationOf(route);
    const cell = `${route} as ${who} → ${res.statusCode}`;
    if (!op) return [`${route}: not in the document`];
    const declared = op.responses[String(res.statusCode)] ?? op.responses.default;
    if (!declared) return [`${cell}: status not documented (${Object.keys(op.responses).join(", ")})`];
    if (res.statusCode === 204 || res.rawPayload.length === 0) return [];
    const type = String(res.headers["content-type"] ?? "")
      .split(";")[0]
      .trim();
    const media = declared.content?.[type];
    if (!media)
      return [
        `${cell}: answered ${type}, documented ${Object.keys(declared.content ?? {}).join(", ") || "no body"}`,
      ];
    if (type !== "application/json" || !media.schema) return [];
    const validate = validatorFor(media.schema);
    bodiesValidated++;
    if (validate(res.json())) return [];
    return [`${cell}: body does not match the schema: ${ajv.errorsText(validate.errors).slice(0, 300)}`];
  }

  it("documents every registered route, and a public route asks for no token", () => {
    const found: string[] = [];
    for (const r of ctx.app.apiRoutes) {
      if (r.method === "HEAD" || r.url.startsWith("/api/docs")) continue;
      const op = operationOf(`${r.method} ${r.url}`);
      if (!op) found.push(`${r.method} ${r.url}: not in the document`);
      else if ((r.permission === "public") !== (Array.isArray(op.security) && op.security.length === 0))
        found.push(
          `${r.method} ${r.url}: security ${JSON.stringify(op.security)} but permission ${r.permission}`,
        );
    }
    expect(found).toEqual([]);
  });

  it("documents the upload body and the media types of the .ics feed and file downloads", () => {
    expect(Object.keys(operationOf("PUT /api/upload/:fileId")?.requestBody?.content ?? {})).toEqual(
      expect.arrayContaining(["application/pdf", "image/jpeg", "image/png"]),
    );
    expect(Object.keys(operationOf("GET /api/rotations.ics")?.responses["200"].content ?? {})).toEqual([
      "text/calendar",
    ]);
    expect(Object.keys(operationOf("GET /api/documents/:id/file")?.responses["200"].content ?? {})).toEqual(
      expect.arrayContaining(["application/pdf", "image/png"]),
    );
    for (const status of ["414", "431", "421", "408"])
      expect(operationOf("GET /api/vessels/:id")?.responses[status], status).toBeDefined();
  });

  it("the check itself catches a body that does not match", () => {
    const health = operationOf("GET /api/health")?.responses["200"].content?.["application/json"]?.schema;
    expect(health).toBeDefined();
    expect(validatorFor(health as object)({ status: 5 })).toBe(false);
  });

  it("every live answer of every route, for every caller, matches the document", async () => {
    const found: string[] = [];
    let checked = 0;
    // the docs' own routes serve the document and Swagger UI; they are not operations in it
    for (const row of MATRIX.filter((r) => !r.route.startsWith("GET /api/docs"))) {
      for (const caller of CALLERS) {
        const role = ROLE[caller];
        const target = {
          caller,
          role,
          userId: role ? ctx.userIds[role] : null,
          member: caller === "crewOwn" ? ("own" as const) : ("other" as const),
        };
        const { token, ...req } = await row.req(f, target);
        const bearer = token !== undefined ? token : role ? await ctx.tokenFor(role) : null;
        const res = await ctx.app.inject({
          ...req,
          headers: {
            ...(req.headers as Record<string, string>),
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
          remoteAddress: `203.0.113.${CALLERS.indexOf(caller) + 60}`,
        });
        found.push(...mismatches(row.route, caller, res));
        checked++;
      }
      // what any route can answer before its handler: an unknown Host, a cross-site write
      const probe = await row.req(f, {
        caller: "admin",
        role: "admin",
        userId: ctx.userIds.admin,
        member: "other",
      });
      const { token: _t, ...probeReq } = probe;
      const misdirected = await ctx.app.inject({
        ...probeReq,
        headers: { ...(probeReq.headers as Record<string, string>), host: "rebind.example" },
      });
      found.push(...mismatches(row.route, "a foreign Host", misdirected));
      if (!row.route.startsWith("GET ")) {
        const crossSite = await ctx.app.inject({
          ...probeReq,
          headers: { ...(probeReq.headers as Record<string, string>), origin: "https://evil.example" },
          remoteAddress: "203.0.113.99",
        });
        found.push(...mismatches(row.route, "a cross-site page", crossSite));
      }
    }
    process.stdout.write(
      `openapi contract: ${checked} live answers checked against the document, ${bodiesValidated} JSON bodies validated\n`,
    );
    expect(found).toEqual([]);
    expect(bodiesValidated).toBeGreaterThan(checked);
  }, 240_000);
});
