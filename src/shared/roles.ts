// Roles of the product and how they are shown to people (spec §1, §6).
import { labelledValues } from "./labelled";

export const ROLE_LABELS = {
  admin: "Fleet Administrator",
  office_staff: "Operations Staff",
  crew: "Crew Member",
};
export const ROLES = labelledValues(ROLE_LABELS);
export type Role = (typeof ROLES)[number];

/** Labels of the header's role selector (demo mode only). */
export const ROLE_SWITCH_LABELS: Record<Role, string> = {
  admin: "Admin (Head Office)",
  office_staff: "Office Staff",
  crew: "Crew Member",
};
