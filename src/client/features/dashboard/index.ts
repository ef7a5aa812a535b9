// The public surface of the dashboard area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/expiry-banner";
export * from "./components/fleet-stat-cards";
export * from "./components/manning-gaps-figure";
export * from "./components/missing-certificates-figure";
export * from "./components/my-dashboard";
export { ProblemFiguresLoading } from "./components/problem-figure";
export * from "./components/quick-actions";
export * from "./components/use-vessel-highlight";
