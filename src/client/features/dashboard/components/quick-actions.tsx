// Quick Actions card of the dashboard side panel (spec §2): links to /scheduling, /documents and /crew.

import { CalendarPlus, FileText, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";

export function QuickActions() {
  return (
    <SectionCard title="Quick Actions" className="gap-4" contentClassName="flex flex-col gap-2">
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
    </SectionCard>
  );
}
