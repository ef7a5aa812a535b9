// A new version of the app was installed beside the running one: it waits until the seafarer
// reloads (so a half-filled day is never lost to a reload they did not ask for), or until the app is closed.
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

export function offerUpdate(update: () => Promise<void>): void {
  toast({
    title: "A new version of CrewFleet is ready",
    description: "It opens the next time you start the app, or now if you reload (save your changes first).",
    action: (
      <Button size="sm" variant="outline" onClick={() => void update()}>
        Reload
      </Button>
    ),
  });
}
