// The side navigation of spec §2: three groups; each item is shown to the roles its permission allows.
// (Which pages a role may open is decided on each page; the sidebar follows the spec's table.)
import type { Permission } from "@shared/permissions";
import {
  Banknote,
  BarChart3,
  Calendar,
  Clock,
  FileCheck,
  FileText,
  GanttChart,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Settings,
  ShieldCheck,
  Ship,
  TriangleAlert,
  Upload,
  Users,
} from "lucide-react";
import type { ComponentType } from "react";
import { PendingReviewBadge } from "./pending-review-badge";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  permission: Permission;
  /** Extra paths on which the item counts as active. */
  alsoActiveOn?: string[];
  /** A count beside the label (what waits there). */
  badge?: ComponentType;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Fleet Management",
    items: [
      {
        label: "Dashboard",
        to: "/dashboard",
        icon: LayoutDashboard,
        permission: "dashboard:view",
        alsoActiveOn: ["/"],
      },
      { label: "Crew Management", to: "/crew", icon: Users, permission: "crew:list" },
      { label: "Fleet Management", to: "/fleet", icon: Ship, permission: "vessels:read" },
      { label: "Scheduling", to: "/scheduling", icon: Calendar, permission: "rotations:read" },
      { label: "Planning Board", to: "/planning", icon: GanttChart, permission: "manning:read" },
    ],
  },
  {
    label: "Compliance",
    items: [
      { label: "Documents", to: "/documents", icon: FileText, permission: "documents:read" },
      {
        label: "Document Review",
        to: "/document-review",
        icon: FileCheck,
        permission: "document-submissions:review",
        badge: PendingReviewBadge,
      },
      { label: "Compliance Matrix", to: "/compliance", icon: ShieldCheck, permission: "compliance:read" },
      { label: "Alerts", to: "/alerts", icon: TriangleAlert, permission: "alerts:read" },
      { label: "Hours of Rest", to: "/rest-hours", icon: Clock, permission: "rest-hours:read" },
      { label: "Wages", to: "/wages", icon: Banknote, permission: "wages:accounts" },
    ],
  },
  {
    label: "System",
    items: [
      { label: "Reports", to: "/reports", icon: BarChart3, permission: "reports:read" },
      { label: "Import", to: "/imports", icon: Upload, permission: "imports:write" },
      { label: "Settings", to: "/settings", icon: Settings, permission: "settings:admin" },
      { label: "Notifications", to: "/notifications", icon: Mail, permission: "settings:admin" },
    ],
  },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return item.alsoActiveOn?.includes("/") ?? false;
  return path === item.to || path.startsWith(`${item.to}/`);
}
