// Serves the built SPA from dist/client: hashed assets cached for a year, index.html never cached, and
// every non-API GET that matches no file answers index.html (history fallback). Unknown API paths get
// a JSON 404.
import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fromRoot } from "../paths";

export const CLIENT_DIST = fromRoot("dist", "client");

export default fp(
  async function staticSpa(app: FastifyInstance) {
    const hasClient = existsSync(`${CLIENT_DIST}/index.html`);
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: CLIENT_DIST,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          res.header(
            "cache-control",
            path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0];
      if (hasClient && request.method === "GET" && !path.startsWith("/api") && !path.startsWith("/assets/")) {
        return reply.header("cache-control", "no-cache").sendFile("index.html");
      }
      return reply.status(404).send({ message: `No route for ${request.method} ${path}`, code: "NOT_FOUND" });
    });
  },
  { name: "static-spa" },
);
