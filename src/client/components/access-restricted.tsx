// Shown in place of a screen the user's role may not open (spec §2): "Access Restricted", the reason,
// and a button back to the dashboard.
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function AccessRestricted({ message }: { message: string }) {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4">
          <div className="flex size-12 items-center justify-center rounded-full bg-warning-amber/15 text-warning-amber">
            <ShieldAlert className="size-6" aria-hidden />
          </div>
          <h1 className="text-xl font-semibold">Access Restricted</h1>
          <p className="text-muted-foreground">{message}</p>
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
