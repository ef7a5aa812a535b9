// The native selects' look in the office filters (components/native-select.ts). Vessels are picked with
// the one VesselPicker (features/vessels), which searches the server.
export { SELECT_CLASS } from "@/components/native-select";
