// OpenAPI document generated from the routes' zod schemas, with Swagger UI at /api/docs.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export default fp(
  async function docs(app: FastifyInstance, opts: { version: string }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "CrewFleet API",
          version: opts.version,
          description:
            "Crew and fleet management API. Authenticate with POST /api/auth/login (session cookie) or send " +
            "`Authorization: Bearer <token>`. Errors are JSON {message, code?, issues?}. Lists accept limit " +
            "(≤500) and offset and return the total in X-Total-Count.",
        },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "docs" },
);
