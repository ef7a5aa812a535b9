// The Document Center's search box and type and status filters.
import type { TDocument } from "@shared/documents";
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from "@shared/options";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type TypeFilter = "all" | TDocument["type"];
export type StatusFilter = "all" | TDocument["status"];

export function DocumentsToolbar({
  search,
  onSearch,
  type,
  onType,
  status,
  onStatus,
}: {
  search: string;
  onSearch: (q: string) => void;
  type: TypeFilter;
  onType: (t: TypeFilter) => void;
  status: StatusFilter;
  onStatus: (s: StatusFilter) => void;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          placeholder="Search by type, number or issuing authority..."
          aria-label="Search documents"
          className="pl-9"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select value={type} onValueChange={(v) => onType(v as TypeFilter)}>
          <SelectTrigger aria-label="Filter by type" className="md:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Types</SelectItem>
            {DOCUMENT_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {DOCUMENT_TYPE_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={status} onValueChange={(v) => onStatus(v as StatusFilter)}>
          <SelectTrigger aria-label="Filter by status" className="md:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Status</SelectItem>
            <SelectItem value="valid">Valid</SelectItem>
            <SelectItem value="expiring">Expiring</SelectItem>
            <SelectItem value="expired">Expired</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
