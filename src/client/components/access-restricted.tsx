// Shown in place of a screen the user's role may not open (spec §2): "Access Restricted", the reason,
// and a button back to the dashboard.
import { ShieldAlert } from "lucide-react";
import { MessageCard } from "@/components/message-card";

export function AccessRestricted({ message }: { message: string }) {
  return (
    <MessageCard className="text-center" contentClassName="items-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-warning-amber/15 text-warning-amber">
        <ShieldAlert className="size-6" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold">Access Restricted</h1>
      <p className="text-muted-foreground">{message}</p>
    </MessageCard>
  );
}
