// The public surface of the hours-of-rest area for route pages and other areas (the month picker, which
// the wages views share) (docs/ARCHITECTURE-client.md); its data layer is ./api. Everything else in this folder is internal.
export * from "./components/crew-rest-view";
export * from "./components/month-picker";
export * from "./components/office-rest-view";
export * from "./components/rest-summary-card";
