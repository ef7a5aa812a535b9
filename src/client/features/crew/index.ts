// The public surface of the crew area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/add-crew-dialog";
export * from "./components/crew-export-button";
export * from "./components/crew-overview";
export * from "./components/crew-picker";
export * from "./components/crew-stats-row";
export * from "./components/crew-table";
export * from "./components/fleet-crew-dialog";
export * from "./components/own-profile-card";
export * from "./components/vessel-crew-dialog";
