// Notifications tab (spec §2, DESIGN §5): three toggles, saved per user (GET/PUT /api/me/preferences).

import type { TPreferences } from "@shared/system";
import { useQuery } from "@tanstack/react-query";
import { QuerySectionCard } from "@/components/section-card";
import { SwitchRow } from "@/components/switch-row";
import { preferencesQuery, useSavePreferences } from "../api";

const TOGGLES: { key: keyof Omit<TPreferences, "theme">; label: string; description: string }[] = [
  {
    key: "browserNotifications",
    label: "Browser Notifications",
    description: "Show notifications in this browser",
  },
  {
    key: "documentExpiryAlerts",
    label: "Document Expiry Alerts",
    description: "Alerts when crew documents are about to expire",
  },
  {
    key: "contractNotifications",
    label: "Contract Notifications",
    description: "Alerts about contracts ending soon",
  },
];

export function NotificationsTab() {
  const prefs = useQuery(preferencesQuery);
  const save = useSavePreferences();
  return (
    <QuerySectionCard
      title="Notification Preferences"
      description="Saved to your account"
      query={prefs}
      label="Loading preferences"
      error="Failed to fetch your preferences"
      loadingRows={3}
    >
      {(data) => (
        <div className="divide-y">
          {TOGGLES.map((t) => (
            <SwitchRow
              key={t.key}
              label={t.label}
              description={t.description}
              checked={data[t.key]}
              onChange={(on) => save.mutate({ [t.key]: on })}
            />
          ))}
        </div>
      )}
    </QuerySectionCard>
  );
}
