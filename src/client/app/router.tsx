// Routes of spec §2. Every screen is a lazy route module, so each is its own chunk.
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AuthGate, FullScreenMessage } from "./layout/auth-gate";
import { RouteError } from "./route-error";

type Lazy = NonNullable<Extract<RouteObject["lazy"], (...args: never[]) => unknown>>;

/** Wraps a page module's named export as a lazy route `Component`. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Lazy {
  return async () => ({ Component: pick(await load()) });
}

const dashboard = page(
  () => import("@/app/routes/dashboard-page"),
  (m) => m.DashboardPage,
);

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <AuthGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenMessage>Loading...</FullScreenMessage>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: dashboard },
          { path: "dashboard", lazy: dashboard },
          {
            path: "crew",
            lazy: page(
              () => import("@/app/routes/crew-page"),
              (m) => m.CrewPage,
            ),
          },
          {
            path: "fleet",
            lazy: page(
              () => import("@/app/routes/fleet-page"),
              (m) => m.FleetPage,
            ),
          },
          {
            path: "scheduling",
            lazy: page(
              () => import("@/app/routes/scheduling-page"),
              (m) => m.SchedulingPage,
            ),
          },
          {
            path: "planning",
            lazy: page(
              () => import("@/app/routes/planning-page"),
              (m) => m.PlanningPage,
            ),
          },
          {
            path: "documents",
            lazy: page(
              () => import("@/app/routes/documents-page"),
              (m) => m.DocumentsPage,
            ),
          },
          {
            path: "document-review",
            lazy: page(
              () => import("@/app/routes/document-review-page"),
              (m) => m.DocumentReviewPage,
            ),
          },
          {
            path: "compliance",
            lazy: page(
              () => import("@/app/routes/compliance-page"),
              (m) => m.CompliancePage,
            ),
          },
          {
            path: "alerts",
            lazy: page(
              () => import("@/app/routes/alerts-page"),
              (m) => m.AlertsPage,
            ),
          },
          {
            path: "rest-hours",
            lazy: page(
              () => import("@/app/routes/rest-hours-page"),
              (m) => m.RestHoursPage,
            ),
          },
          {
            path: "wages",
            lazy: page(
              () => import("@/app/routes/wages-page"),
              (m) => m.WagesPage,
            ),
          },
          {
            path: "reports",
            lazy: page(
              () => import("@/app/routes/reports-page"),
              (m) => m.ReportsPage,
            ),
          },
          {
            path: "settings",
            lazy: page(
              () => import("@/app/routes/settings-page"),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: "imports",
            lazy: page(
              () => import("@/app/routes/imports-page"),
              (m) => m.ImportsPage,
            ),
          },
          {
            path: "notifications",
            lazy: page(
              () => import("@/app/routes/notifications-page"),
              (m) => m.NotificationsPage,
            ),
          },
          {
            path: "*",
            lazy: page(
              () => import("./not-found-page"),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
