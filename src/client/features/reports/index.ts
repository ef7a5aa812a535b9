// The public surface of the reports area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/compliance-report";
export * from "./components/crew-analysis-report";
export * from "./components/overview-report";
export * from "./components/vessel-utilization-report";
export * from "./report-table";
