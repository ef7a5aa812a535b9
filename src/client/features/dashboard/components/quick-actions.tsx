// Quick Actions card of the dashboard side panel (spec §2): links to /scheduling, /documents and /crew.
import { CalendarPlus, FileText, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export function QuickActions() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button asChild variant="outline" className="justify-start">
          <Link to="/scheduling">
            <CalendarPlus aria-hidden /> Schedule Rotation
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/documents">
            <FileText aria-hidden /> Manage Documents
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/crew">
            <UserPlus aria-hidden /> Manage Crew
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
