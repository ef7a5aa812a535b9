// The public surface of the port paperwork area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api.

export * from "./components/own-effects-card";
export * from "./components/port-paperwork-panel";
