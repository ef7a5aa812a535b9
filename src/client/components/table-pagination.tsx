// "Showing 1–50 of 1,234" with Previous and Next, for tables paged on the server. Turning the page brings
// the top of the list (the element holding the table and this bar) back into view, below the sticky header.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";

/** Height of the sticky app header (h-16) and a margin. */
const HEADER_PX = 72;

function showTopOf(el: HTMLElement | null | undefined) {
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  if (top < HEADER_PX) window.scrollTo({ top: window.scrollY + top - HEADER_PX });
}

export function TablePagination({
  offset,
  pageSize,
  total,
  onOffset,
}: {
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  if (total === 0) return null;
  const to = Math.min(offset + pageSize, total);
  const turn = (next: number) => {
    onOffset(next);
    showTopOf(bar.current?.parentElement);
  };
  return (
    <div ref={bar} className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
      <span aria-live="polite">
        Showing {offset + 1}–{to} of {total}
      </span>
      {/* on paper the count says which part of the list this is; the buttons stay on screen */}
      <div className="flex gap-2 print:hidden">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => turn(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft className="size-4" /> Previous
        </Button>
        <Button variant="outline" size="sm" disabled={to >= total} onClick={() => turn(offset + pageSize)}>
          Next <ChevronRight className="size-4" />
        </Button>
      </div>
    </div>
  );
}
