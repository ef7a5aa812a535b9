// The public surface of the compliance area for route pages; its data layer is ./api.
export * from "./components/compliance-matrix-view";
export * from "./components/eligibility-line";
export * from "./components/eligibility-review";
export * from "./eligibility-api";
