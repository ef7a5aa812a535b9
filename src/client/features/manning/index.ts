// The public surface of the manning area for route pages; its data layer is ./api.
export * from "./components/planning-board";
