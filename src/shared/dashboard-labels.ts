// Display labels for the crew's own dashboard.
import type { ContractState } from "./expiry";

export const CONTRACT_STATE_LABELS: Record<ContractState, string> = {
  active: "Active",
  expiring: "Expiring soon",
  expired: "Ended",
  none: "Inactive",
};
