// System Settings screen (/settings, spec §2): a left category list of tabs; admin-only tabs carry an
// Admin badge and appear only for admins; crew users see Access Restricted.
import { can } from "@shared/permissions";
import { Activity, Award, Bell, Building2, Lock, Mail, Server, Settings, Users } from "lucide-react";
import type { ComponentType } from "react";
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ActivityReportTab } from "@/features/activity";
import { useAuth } from "@/features/auth";
import { CertificatesTab } from "@/features/certificates";
import { EmailSettingsTab } from "@/features/email";
import { GeneralTab, NotificationsTab } from "@/features/preferences";
import { SecurityTab } from "@/features/security";
import { SystemTab } from "@/features/system";
import { UsersTab } from "@/features/users";
import { CompanyParticularsCard } from "@/features/wages";
import { useUrlFilters } from "@/lib/use-url-filters";

interface SettingsTab {
  value: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  adminOnly?: boolean;
  Component: ComponentType;
}

const TABS: SettingsTab[] = [
  { value: "general", label: "General", icon: Settings, Component: GeneralTab },
  { value: "notifications", label: "Notifications", icon: Bell, Component: NotificationsTab },
  { value: "email", label: "Email Settings", icon: Mail, Component: EmailSettingsTab },
  { value: "activity", label: "Activity Report", icon: Activity, Component: ActivityReportTab },
  { value: "users", label: "User Management", icon: Users, adminOnly: true, Component: UsersTab },
  { value: "company", label: "Company", icon: Building2, adminOnly: true, Component: CompanyParticularsCard },
  { value: "certificates", label: "Certificates", icon: Award, adminOnly: true, Component: CertificatesTab },
  { value: "security", label: "Security", icon: Lock, adminOnly: true, Component: SecurityTab },
  { value: "system", label: "System", icon: Server, adminOnly: true, Component: SystemTab },
];

export function SettingsPage() {
  const { user } = useAuth();
  const { get, set } = useUrlFilters();
  if (!can(user?.role, "settings:read"))
    return <AccessRestricted message="Settings are only accessible to admin and office staff members." />;
  const isAdmin = can(user?.role, "settings:admin");
  const tabs = TABS.filter((t) => !t.adminOnly || isAdmin);
  // the open tab is in the URL (?tab=activity), so a filtered activity report can be shared
  const tab = tabs.some((t) => t.value === get("tab")) ? get("tab") : tabs[0].value;
  return (
    <>
      <PageHeader title="System Settings" description="Manage application settings and configurations" />
      <Tabs
        value={tab}
        onValueChange={(v) => set({ tab: v === tabs[0].value ? null : v })}
        orientation="vertical"
        className="gap-6 md:flex-row"
      >
        <TabsList
          aria-label="Settings categories"
          className="h-auto w-full shrink-0 flex-row justify-start self-start overflow-x-auto md:w-64 md:flex-col md:items-stretch"
        >
          {tabs.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="h-auto flex-none justify-start gap-2 px-3 py-2 md:w-full"
            >
              <t.icon className="size-4 shrink-0" aria-hidden />
              <span>{t.label}</span>
              {t.adminOnly && (
                <Badge variant="secondary" className="ml-auto">
                  Admin
                </Badge>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value} className="min-w-0">
            <t.Component />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
