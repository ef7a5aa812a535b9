// The public surface of the documents area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/document-form-dialog";
export * from "./components/document-list";
export * from "./components/document-stats";
export * from "./components/documents-toolbar";
export * from "./components/renewal-notice";
export * from "./document-export";
