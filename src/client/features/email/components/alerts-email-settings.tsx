// The alerts screen's Email Settings dialog (the on/off switch and reminder days of the e-mail settings
// parts, each saving the whole settings object, spec §4) and the read-only Notification Settings card.
import { EMAIL_RECIPIENT_LABELS, type EmailRecipient } from "@shared/email-settings";
import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { QueryState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { emailSettingsQuery } from "../api";
import { EmailEnabledSwitch, ReminderSwitches, WithEmailSettings } from "./email-settings";

export function EmailSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email Settings</DialogTitle>
          <DialogDescription>Reminder e-mails sent before documents expire.</DialogDescription>
        </DialogHeader>
        {open && (
          <WithEmailSettings>
            {(s) => (
              <div className="grid gap-2">
                <EmailEnabledSwitch
                  settings={s}
                  label="Email notifications"
                  description="Send reminder e-mails before documents expire"
                />
                {s.enabled && <ReminderSwitches settings={s} />}
              </div>
            )}
          </WithEmailSettings>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function NotificationSettingsCard() {
  const settings = useQuery(emailSettingsQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-4" aria-hidden /> Notification Settings
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <QueryState
          query={settings}
          label="Loading email settings"
          error="Failed to fetch email settings"
          loading={<Skeleton className="h-20 w-full" />}
        >
          {(s) => (
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
                  {s.recipients.map((r) => EMAIL_RECIPIENT_LABELS[r as EmailRecipient] ?? r).join(", ") ||
                    "None"}
                </p>
              </div>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
