// Any unknown path (spec §2).
import { CircleAlert } from "lucide-react";
import { MessageCard } from "@/components/message-card";

export function NotFoundPage() {
  return (
    <MessageCard button={{ variant: "outline", className: "self-start" }}>
      <div className="flex items-center gap-2">
        <CircleAlert className="size-8 text-destructive" aria-hidden />
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      </div>
      <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
    </MessageCard>
  );
}
