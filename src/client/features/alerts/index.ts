// The public surface of the alerts area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/alert-list";
export * from "./components/alert-summary";
export * from "./components/expiry-alerts-card";
