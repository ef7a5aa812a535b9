// The public surface of the vessels area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/fleet-summary-cards";
export * from "./components/url-vessel-picker";
export * from "./components/vessel-card";
export * from "./components/vessel-details-dialog";
export * from "./components/vessel-grid";
export * from "./components/vessel-overview";
export * from "./components/vessel-picker";
export * from "./components/vessel-status-filter";
export * from "./vessel-export";
