// What heads every printed page of the app (never shown on screen): the product and fleet office, the day
// it was printed and by whom. The screen's own title (h1) and filters follow it.
import { Anchor } from "lucide-react";
import { useAuth } from "@/features/auth";
import { formatDisplayDate } from "@/lib/format";
import { appToday } from "@/lib/today";

export function PrintHeader() {
  const { user } = useAuth();
  return (
    <div className="hidden items-center justify-between border-b pb-2 text-sm print:flex" data-print-header>
      <span className="flex items-center gap-2 font-semibold">
        <Anchor className="size-4" aria-hidden /> CrewFleet · Crew &amp; Fleet Management
      </span>
      <span>
        Printed {formatDisplayDate(appToday())}
        {user ? ` by ${user.name}` : ""}
      </span>
    </div>
  );
}
