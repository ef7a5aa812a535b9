// The public surface of the manning area (issue 20) for route pages; its data layer is ./api.
export * from "./components/planning-board";
