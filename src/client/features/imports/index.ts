// The public surface of the imports area for route pages (docs/ARCHITECTURE.md); its data layer is ./api.
export * from "./components/import-wizard";
