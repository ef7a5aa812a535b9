// The public surface of the certificates area (catalogue, requirements, policy) for route pages and other
// areas; its data layer is ./api.
export * from "./components/certificate-type-select";
export * from "./components/certificates-tab";
