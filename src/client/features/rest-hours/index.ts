// The public surface of the hours-of-rest area for route pages (docs/ARCHITECTURE-client.md); its data
// layer is ./api. Everything else in this folder is internal.
export * from "./components/crew-rest-view";
export * from "./components/office-rest-view";
export * from "./components/rest-summary-card";
