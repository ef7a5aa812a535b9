// The permission-matrix rows open to everyone and to any signed-in user (spread into table.ts).
import { TEST_PASSWORD } from "../helpers";
import { ALL, get, gets, type MatrixRow, SIGNED_IN } from "./row";

export const ACCESS_MATRIX: MatrixRow[] = [
  // public
  ...gets(
    ALL,
    "/api/health",
    "/api/health/live",
    "/api/health/ready",
    "/api/auth/config",
    "/api/auth/session",
    "/api/docs",
    "/api/docs/json",
    "/api/docs/yaml",
  ),
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
  ...gets(SIGNED_IN, "/api/auth/me", "/api/me/preferences"),
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
  ...gets(
    SIGNED_IN,
    "/api/dashboard/me",
    "/api/upcoming-events?days=30",
    "/api/alerts/expiring-documents",
    "/api/alerts/summary",
  ),
];
