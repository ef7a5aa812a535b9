// The public surface of the rotations area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/fleet-timeline";
export * from "./components/rotation-calendar";
export * from "./components/rotation-filters";
export * from "./components/schedule-rotation-dialog";
export * from "./components/scheduling-stats";
