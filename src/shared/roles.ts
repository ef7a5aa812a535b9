// Roles of the product and how they are shown to people (spec §1, §6).
export const ROLES = ["admin", "office_staff", "crew"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Fleet Administrator",
  office_staff: "Operations Staff",
  crew: "Crew Member",
};

/** Labels of the header's role selector (demo mode only). */
export const ROLE_SWITCH_LABELS: Record<Role, string> = {
  admin: "Admin (Head Office)",
  office_staff: "Office Staff",
  crew: "Crew Member",
};
