// The public surface of the wages area for route pages (docs/ARCHITECTURE.md "Client"); its data layer is
// ./api. Everything else in this folder is internal.
export * from "./components/company-particulars-card";
export * from "./components/crew-wages-view";
export * from "./components/office-wages-view";
