// One section of the alerts screen (manning gaps, missing certificates, expiring documents): a card whose
// heading carries the section's count and opens or closes it (a disclosure button inside the h2). The
// jump list at the top links to it by id; arriving by that link opens a closed section.
import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function AlertSection({
  id,
  title,
  icon,
  count,
  note,
  children,
}: {
  /** The anchor the jump list links to (also the card's test id). */
  id: string;
  title: string;
  icon?: ReactNode;
  /** Shown in the heading once known. */
  count?: number;
  /** A line beside the heading (e.g. "3 within 30 days"). */
  note?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${id}`) setOpen(true);
  }, [hash, id]);
  return (
    <Card className="scroll-mt-20 gap-0 py-0" data-testid={id} id={id} aria-labelledby={`${id}-title`}>
      <div className={cn("flex flex-wrap items-center justify-between gap-2 p-4", open && "border-b")}>
        <h2 id={`${id}-title`} className="font-semibold">
          <button
            type="button"
            className="-m-1 flex min-h-8 items-center gap-2 rounded-md p-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen(!open)}
          >
            <ChevronDown
              aria-hidden
              className={cn("size-4 shrink-0 transition-transform", !open && "-rotate-90")}
            />
            {icon}
            {title}
            {count !== undefined && (
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold tabular-nums">
                {count}
              </span>
            )}
          </button>
        </h2>
        {note && <span className="text-sm text-muted-foreground">{note}</span>}
      </div>
      <div id={`${id}-body`} hidden={!open}>
        {open && children}
      </div>
    </Card>
  );
}
