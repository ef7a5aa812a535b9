// The alerts screen's Email Settings dialog (toggles that save the whole settings object at once, spec
// §4) and the read-only Notification Settings card, both on GET/PUT /api/email-settings through the
// notifications feature's query and mutation, so every screen shows and saves the same settings.
import { REMINDER_DAYS } from "@shared/options";
import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { emailSettingsQuery, useSaveEmailSettings } from "@/features/email/api";

const RECIPIENT_LABELS: Record<string, string> = {
  crew: "Crew Members",
  captain: "Ship Captains",
  admin: "Admin Staff",
  office_staff: "Office Staff",
};

export function EmailSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const settings = useQuery({ ...emailSettingsQuery, enabled: open });
  const update = useSaveEmailSettings(); // saves the whole object, toasts success or failure
  const save = (change: { enabled?: boolean; reminderDays?: number[] }) => update.mutate(change);
  const s = settings.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email Settings</DialogTitle>
          <DialogDescription>Reminder e-mails sent before documents expire.</DialogDescription>
        </DialogHeader>
        {settings.isLoading && <Skeleton className="h-32 w-full" />}
        {settings.isError && <p className="text-sm text-muted-foreground">Failed to fetch email settings</p>}
        {s && (
          <div className="grid gap-4">
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="alerts-email-enabled">Email notifications</Label>
              <Switch
                id="alerts-email-enabled"
                checked={s.enabled}
                disabled={update.isPending}
                onCheckedChange={(enabled) => save({ enabled })}
              />
            </div>
            {s.enabled &&
              REMINDER_DAYS.map((d) => (
                <div key={d} className="flex items-center justify-between gap-4">
                  <Label htmlFor={`alerts-reminder-${d}`}>{d} days before expiry</Label>
                  <Switch
                    id={`alerts-reminder-${d}`}
                    checked={s.reminderDays.includes(d)}
                    disabled={update.isPending}
                    onCheckedChange={(on) =>
                      save({
                        reminderDays: on
                          ? [...new Set([...s.reminderDays, d])]
                          : s.reminderDays.filter((x) => x !== d),
                      })
                    }
                  />
                </div>
              ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function NotificationSettingsCard() {
  const settings = useQuery(emailSettingsQuery);
  const s = settings.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-4" aria-hidden /> Notification Settings
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {settings.isLoading && <Skeleton className="h-20 w-full" />}
        {settings.isError && <p className="text-muted-foreground">Failed to fetch email settings</p>}
        {s && (
          <>
            <div className="flex items-center justify-between">
              <span className="text-muted-foreground">Email notifications</span>
              <Badge variant={s.enabled ? "success" : "secondary"}>
                {s.enabled ? "Enabled" : "Disabled"}
              </Badge>
            </div>
            <div>
              <p className="text-muted-foreground">Reminder schedule</p>
              <p className="font-medium">
                {s.reminderDays.length
                  ? `${[...s.reminderDays].sort((a, b) => b - a).join(", ")} days before expiry`
                  : "No reminders"}
              </p>
            </div>
            <div>
              <p className="text-muted-foreground">Recipients</p>
              <p className="font-medium">
                {s.recipients.map((r) => RECIPIENT_LABELS[r] ?? r).join(", ") || "None"}
              </p>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
