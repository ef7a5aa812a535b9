// The permission-matrix rows open to everyone and to any signed-in user (spread into table.ts).
import { TEST_PASSWORD } from "../helpers";
import { ALL, get, type MatrixRow, SIGNED_IN } from "./row";

export const ACCESS_MATRIX: MatrixRow[] = [
  // public
  { route: "GET /api/health", expect: ALL, req: get("/api/health") },
  { route: "GET /api/health/live", expect: ALL, req: get("/api/health/live") },
  { route: "GET /api/health/ready", expect: ALL, req: get("/api/health/ready") },
  { route: "GET /api/auth/config", expect: ALL, req: get("/api/auth/config") },
  { route: "GET /api/auth/session", expect: ALL, req: get("/api/auth/session") },
  { route: "GET /api/docs", expect: ALL, req: get("/api/docs") },
  { route: "GET /api/docs/json", expect: ALL, req: get("/api/docs/json") },
  { route: "GET /api/docs/yaml", expect: ALL, req: get("/api/docs/yaml") },
  {
    route: "GET /api/docs/static/index.html",
    expect: [302, 302, 302, 302, 302], // to /api/docs/
    req: get("/api/docs/static/index.html"),
  },
  {
    route: "GET /api/docs/static/swagger-initializer.js",
    expect: ALL,
    req: get("/api/docs/static/swagger-initializer.js"),
  },
  { route: "GET /api/docs/static/*", expect: ALL, req: get("/api/docs/static/swagger-ui.css") },
  {
    route: "POST /api/auth/login",
    expect: ALL,
    req: (_f, t) => ({
      method: "POST",
      url: "/api/auth/login",
      payload: {
        username: t.role === "admin" ? "admin" : t.role === "crew" ? "crew" : "office",
        password: TEST_PASSWORD,
      },
    }),
  },
  {
    route: "POST /api/auth/logout",
    expect: ALL,
    req: async (f, t) => ({
      method: "POST",
      url: "/api/auth/logout",
      token: t.role && (await f.freshToken(t.role)),
    }),
    quiet: { callers: ["anonymous"], why: "without a session there is nothing to end" },
  },
  {
    route: "POST /api/auth/demo",
    expect: [404, 404, 404, 404, 404],
    req: () => ({ method: "POST", url: "/api/auth/demo" }),
  },
  {
    route: "POST /api/auth/switch-role",
    expect: [401, 404, 404, 404, 404],
    req: () => ({ method: "POST", url: "/api/auth/switch-role", payload: { role: "admin" } }),
  },

  // any signed-in user
  { route: "GET /api/auth/me", expect: SIGNED_IN, req: get("/api/auth/me") },
  { route: "GET /api/me/preferences", expect: SIGNED_IN, req: get("/api/me/preferences") },
  {
    route: "PUT /api/me/preferences",
    expect: SIGNED_IN,
    req: () => ({
      method: "PUT",
      url: "/api/me/preferences",
      payload: {
        theme: "dark",
        browserNotifications: false,
        documentExpiryAlerts: true,
        contractNotifications: true,
      },
    }),
  },
  { route: "GET /api/dashboard/me", expect: SIGNED_IN, req: get("/api/dashboard/me") },
  { route: "GET /api/upcoming-events", expect: SIGNED_IN, req: get("/api/upcoming-events?days=30") },
  {
    route: "GET /api/alerts/expiring-documents",
    expect: SIGNED_IN,
    req: get("/api/alerts/expiring-documents"),
  },
  { route: "GET /api/alerts/summary", expect: SIGNED_IN, req: get("/api/alerts/summary") },
];
