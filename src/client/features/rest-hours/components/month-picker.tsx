// Previous / next month and the month's name ("yyyy-MM" in, "November 2026" shown).
import { formatMonthName } from "@shared/dates";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { shiftMonth } from "../grid-model";

export const monthName = formatMonthName;

export function MonthPicker({ month, onMonth }: { month: string; onMonth: (m: string) => void }) {
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        className="print:hidden"
        aria-label="Previous month"
        onClick={() => onMonth(shiftMonth(month, -1))}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <h2 className="min-w-36 text-center font-semibold" aria-live="polite">
        {monthName(month)}
      </h2>
      <Button
        variant="outline"
        size="icon"
        className="print:hidden"
        aria-label="Next month"
        onClick={() => onMonth(shiftMonth(month, 1))}
      >
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
