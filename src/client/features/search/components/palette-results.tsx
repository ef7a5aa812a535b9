// The palette's results as one listbox of options grouped by kind (Seafarers, Vessels, Documents, Crew
// changes); the input keeps the focus and names the active option (aria-activedescendant).
import { SEARCH_KIND_LABELS, type SearchKind, type TSearchResult } from "@shared/search";
import { FileText, type LucideIcon, Repeat, Ship, User } from "lucide-react";
import { cn } from "@/lib/utils";

export const PALETTE_LISTBOX_ID = "search-palette-results";
export const optionId = (i: number) => `search-palette-option-${i}`;

const ICONS: Record<SearchKind, LucideIcon> = {
  crew: User,
  vessel: Ship,
  document: FileText,
  "crew-change": Repeat,
};

/** The results grouped by kind, in the order the server gave (each with its index in the whole list). */
export function groupResults(results: TSearchResult[]) {
  const groups: { kind: SearchKind; items: { result: TSearchResult; index: number }[] }[] = [];
  results.forEach((result, index) => {
    let group = groups.find((g) => g.kind === result.kind);
    if (!group) {
      group = { kind: result.kind, items: [] };
      groups.push(group);
    }
    group.items.push({ result, index });
  });
  return groups;
}

export function PaletteResults({
  results,
  active,
  onActive,
  onPick,
}: {
  results: TSearchResult[];
  active: number;
  onActive: (index: number) => void;
  onPick: (result: TSearchResult) => void;
}) {
  return (
    <div id={PALETTE_LISTBOX_ID} role="listbox" aria-label="Search results" className="py-1">
      {groupResults(results).map((group) => {
        const Icon = ICONS[group.kind];
        const headingId = `search-palette-group-${group.kind}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (ARIA), not a form's fieldset
          <div key={group.kind} role="group" aria-labelledby={headingId}>
            <div id={headingId} className="px-3 pt-2 pb-1 text-xs font-medium text-muted-foreground">
              {SEARCH_KIND_LABELS[group.kind]}
            </div>
            {group.items.map(({ result, index }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box owns the keyboard (aria-activedescendant)
              <div
                key={`${result.kind}-${result.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={cn(
                  "mx-1 flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm",
                  index === active && "bg-accent text-accent-foreground",
                )}
                onMouseMove={() => index !== active && onActive(index)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(result)}
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{result.title}</span>
                  <span className="truncate text-xs text-muted-foreground">{result.subtitle}</span>
                </span>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
