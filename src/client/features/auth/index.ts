// The public surface of the auth area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./auth-context";
export * from "./auth-provider";
export * from "./can";
export * from "./components/login-form";
