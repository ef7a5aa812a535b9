// The native selects' look in the office filters (labelled, keyboard and phone friendly). Vessels are
// picked with the one VesselPicker (features/vessels), which searches the server.
export const SELECT_CLASS =
  "h-9 max-w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";
