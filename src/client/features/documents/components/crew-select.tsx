// Crew member picker of the upload dialog (office and admin): a search box narrowing a select of crew.
import { useQuery } from "@tanstack/react-query";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { crewOptionsQuery } from "@/features/crew/api";
import { useSearch } from "@/lib/use-debounced-value";

export function CrewSelect({
  value,
  onChange,
  invalid,
  describedBy,
  initialLabel,
}: {
  value: string;
  onChange: (id: string) => void;
  invalid?: boolean;
  describedBy?: string;
  initialLabel?: string;
}) {
  const search = useSearch();
  const q = search.q;
  const crew = useQuery({ ...crewOptionsQuery(q, 50), staleTime: 30_000 });
  const items = crew.data ?? [];
  return (
    <div className="grid gap-2">
      <Input
        type="search"
        placeholder="Search crew by name or rank"
        aria-label="Search crew members"
        value={search.input.value}
        onChange={(e) => search.input.onChange(e.target.value)}
      />
      <Select value={value || undefined} onValueChange={onChange}>
        <SelectTrigger
          id="document-crew"
          aria-label="Crew Member"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          <SelectValue placeholder={crew.isError ? "Failed to fetch crew" : "Select crew member"}>
            {value && !items.some((c) => c.id === value) ? initialLabel : undefined}
          </SelectValue>
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {crew.isLoading && <div className="px-2 py-1.5 text-sm text-muted-foreground">Loading crew...</div>}
          {!crew.isLoading && items.length === 0 && (
            <div className="px-2 py-1.5 text-sm text-muted-foreground">No crew members found</div>
          )}
          {items.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.firstName} {c.lastName}
              {c.rank ? <span className="text-muted-foreground"> · {c.rank}</span> : null}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
