// The public surface of the alerts area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export { AlertFiltersBar } from "./components/alert-filters";
export { AlertJumpList } from "./components/alert-jump-list";
export * from "./components/alert-list";
export * from "./components/alert-summary";
export { BellGroups, useBellCount } from "./components/bell-groups";
export { ContactExpiring } from "./components/contact-expiring";
export * from "./components/expiry-alerts-card";
export * from "./components/manning-gaps-list";
export * from "./components/missing-certificates-list";
