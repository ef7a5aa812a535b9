// Shown in place of a screen the user's role may not open (spec §2): "Access Restricted", the reason,
// and a button back to the dashboard.
import { ShieldAlert } from "lucide-react";
import { MessageCard } from "@/components/message-card";
import { IconTile } from "@/components/ui/icon-tile";

export function AccessRestricted({ message }: { message: string }) {
  return (
    <MessageCard className="text-center" contentClassName="items-center">
      <IconTile icon={ShieldAlert} tone="warning-amber" size="lg" className="rounded-full" />
      <h1 className="text-xl font-semibold">Access Restricted</h1>
      <p className="text-muted-foreground">{message}</p>
    </MessageCard>
  );
}
