// The machine's ceiling: a bare Fastify JSON route, measured in the same run as the app's calls.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/json", async () => ({ hello: "world" }));
app.get("/api/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
