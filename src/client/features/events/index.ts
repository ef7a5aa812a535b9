// The public surface of the events area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/upcoming-events-card";
