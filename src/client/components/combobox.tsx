// The one picker over a server-searched list ( pickers stopped at 500): a button showing the
// choice (a select-only combobox, as Radix Select's trigger) opens a popover with a search box (the
// WAI-ARIA combobox: it owns the listbox through aria-controls and aria-activedescendant) over the
// options the server found for what was typed. Arrow
// keys move, Home/End jump, Enter chooses, Escape closes (focus back on the button); reaching the last
// loaded option, or "Show more", loads the next page. The caller owns the search and the pages (the
// resource's picker: CrewPicker, VesselPicker); `fixed` options (e.g. "No assignment") come first.
import { Check, ChevronsUpDown, Loader2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

export interface ComboboxOption {
  value: string;
  label: string;
  /** Secondary text (rank, status). */
  detail?: string;
}

export interface ComboboxProps {
  /** The button's id: a <Label htmlFor> names it. */
  id: string;
  /** A name for a picker without a visible label (a filter): "label: current choice". */
  ariaLabel?: string;
  value: string | undefined;
  /** What the button shows for `value` when the loaded options don't hold it (editing). */
  valueLabel?: string;
  onChange: (value: string, option: ComboboxOption) => void;
  options: readonly ComboboxOption[];
  fixed?: readonly ComboboxOption[];
  search: { value: string; onChange: (v: string) => void };
  searchLabel: string;
  placeholder: string;
  /** The server's count of matches, for "Showing n of total". */
  total?: number;
  hasMore: boolean;
  onLoadMore: () => void;
  loading: boolean;
  error?: boolean;
  emptyText?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

export function Combobox(p: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const all = [...(p.fixed ?? []), ...p.options];
  const shown = all.find((o) => o.value === p.value) ?? (chosen?.value === p.value ? chosen : null) ?? null;
  const label = shown?.label ?? (p.value ? p.valueLabel : undefined);
  const optionId = (i: number) => `${listId}-o${i}`;

  // a new search starts at its first option
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the typed text changes
  useEffect(() => setActive(0), [p.search.value]);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const choose = (o: ComboboxOption) => {
    setChosen(o);
    p.onChange(o.value, o);
    setOpen(false);
  };
  const move = (to: number) => {
    const last = all.length - 1;
    const next = Math.max(0, Math.min(last, to));
    setActive(next);
    if (next >= last && p.hasMore && !p.loading) p.onLoadMore();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
    if (e.key in steps) move(active + steps[e.key]);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(all.length - 1);
    else if (e.key === "Enter" && all[active]) choose(all[active]);
    else return;
    e.preventDefault();
  };

  return (
    <Popover open={open} onOpenChange={setOpen} modal>
      <PopoverTrigger asChild>
        <Button
          id={p.id}
          type="button"
          variant="outline"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={p.ariaLabel ? `${p.ariaLabel}: ${label ?? p.placeholder}` : undefined}
          aria-invalid={p.invalid || undefined}
          aria-describedby={p.describedBy}
          className={cn("w-full justify-between font-normal", !label && "text-muted-foreground", p.className)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              setOpen(true);
            }
          }}
        >
          <span className="truncate">{label ?? p.placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-64 p-0"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          input.current?.focus();
        }}
      >
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label={p.searchLabel}
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={all[active] ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={`${p.searchLabel}...`}
          value={p.search.value}
          onChange={(e) => p.search.onChange(e.target.value)}
          onKeyDown={onKeyDown}
          className="h-10 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
        />
        <ComboboxList
          {...p}
          all={all}
          active={active}
          setActive={setActive}
          choose={choose}
          listId={listId}
          optionId={optionId}
        />
      </PopoverContent>
    </Popover>
  );
}

function ComboboxList(
  p: ComboboxProps & {
    all: ComboboxOption[];
    active: number;
    setActive: (i: number) => void;
    choose: (o: ComboboxOption) => void;
    listId: string;
    optionId: (i: number) => string;
  },
) {
  const loaded = p.options.length;
  const status = p.error
    ? "Failed to load. Type to try again."
    : p.loading && loaded === 0
      ? "Loading..."
      : loaded === 0 && !(p.fixed?.length ?? 0)
        ? (p.emptyText ?? "No matches")
        : p.total !== undefined
          ? `Showing ${loaded} of ${p.total}`
          : "";
  return (
    <>
      <div id={p.listId} role="listbox" aria-label={p.searchLabel} className="max-h-64 overflow-y-auto p-1">
        {p.all.map((o, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the search box owns the keyboard (aria-activedescendant)
          <div
            key={o.value}
            id={p.optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={o.value === p.value}
            data-active={i === p.active || undefined}
            onMouseMove={() => p.setActive(i)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => p.choose(o)}
            className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-active:bg-accent data-active:text-accent-foreground"
          >
            <Check className={cn("size-4 shrink-0", o.value !== p.value && "invisible")} aria-hidden />
            <span className="truncate">{o.label}</span>
            {o.detail && <span className="ml-auto shrink-0 text-xs text-muted-foreground">{o.detail}</span>}
          </div>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2 border-t px-3 py-1.5 text-xs text-muted-foreground">
        <span role="status">{status}</span>
        {p.hasMore && (
          <Button type="button" variant="ghost" size="sm" disabled={p.loading} onClick={p.onLoadMore}>
            {p.loading && <Loader2 className="size-3 animate-spin" aria-hidden />}
            Show more
          </Button>
        )}
      </div>
    </>
  );
}
