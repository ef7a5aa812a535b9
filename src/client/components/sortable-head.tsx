// A table column header that sorts the list by its column (on the server): a button that says the
// current order (aria-sort on the header), first click ascending, next click descending.
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export function SortableHead<S extends string>({
  column,
  label,
  sort,
  dir,
  onSort,
  className,
}: {
  column: S;
  label: string;
  sort: S;
  dir: "asc" | "desc";
  onSort: (column: S, dir: "asc" | "desc") => void;
  className?: string;
}) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        className={cn(
          "-ml-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
          active && "text-foreground",
        )}
        onClick={() => onSort(column, active && dir === "asc" ? "desc" : "asc")}
      >
        {label}
        <Icon className="size-3.5 print:hidden" aria-hidden />
      </button>
    </TableHead>
  );
}
