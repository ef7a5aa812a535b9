// The public surface of the users area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/users-tab";
