// Search from anywhere (Ctrl+K / ⌘K, or the header's Search button): a dialog with one combobox input;
// results come from the server as you type (debounced), grouped by kind; arrows, Home / End move through
// them, Enter opens the active one, Escape closes. Loading, error (with Try again), "no match" and the
// hint for a term too short are said in words.
import { SEARCH_MIN_LENGTH, type TSearchResult } from "@shared/search";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorMessage } from "@/components/query-state";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { searchQuery } from "../api";
import { optionId, PALETTE_LISTBOX_ID, PaletteResults } from "./palette-results";

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

function usePaletteSearch(open: boolean) {
  const [text, setText] = useState("");
  const term = useDebouncedValue(text.trim(), 200);
  const query = useQuery({ ...searchQuery(term), enabled: open && term.length >= SEARCH_MIN_LENGTH });
  const results = term.length >= SEARCH_MIN_LENGTH ? (query.data?.results ?? []) : [];
  const [active, setActive] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts at its first result
  useEffect(() => setActive(0), [query.data]);
  useEffect(() => {
    if (!open) setText("");
  }, [open]);
  return { text, setText, term, query, results, active, setActive };
}

export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const s = usePaletteSearch(open);
  const navigate = useNavigate();
  const pick = (r: TSearchResult) => {
    onOpenChange(false);
    navigate(r.url);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = s.results.length;
    if (e.key === "Enter" && n > 0) {
      e.preventDefault();
      pick(s.results[Math.min(s.active, n - 1)]);
      return;
    }
    const move = MOVES[e.key];
    if (!move || n === 0) return;
    e.preventDefault();
    const next = move(s.active, n);
    s.setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };
  const short = s.term.length < SEARCH_MIN_LENGTH;
  const hasResults = s.results.length > 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose={false} className="top-[10vh] max-w-xl translate-y-0 gap-0 p-0">
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Find seafarers by name, passport or CDC number, vessels by name or IMO number, documents by number
          and crew changes by port or UN/LOCODE.
        </DialogDescription>
        <div className="flex items-center gap-2 border-b px-3">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <input
            role="combobox"
            aria-label="Search seafarers, vessels, documents and crew changes"
            aria-expanded={hasResults}
            aria-controls={PALETTE_LISTBOX_ID}
            aria-autocomplete="list"
            aria-activedescendant={hasResults ? optionId(s.active) : undefined}
            autoComplete="off"
            spellCheck={false}
            className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            placeholder="Name, passport, IMO, certificate number, port…"
            value={s.text}
            onChange={(e) => s.setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <kbd className="hidden rounded border px-1.5 text-xs text-muted-foreground sm:inline">Esc</kbd>
        </div>
        <div className="max-h-[60vh] overflow-y-auto">
          {hasResults && (
            <PaletteResults results={s.results} active={s.active} onActive={s.setActive} onPick={pick} />
          )}
          <p role="status" className="px-4 py-3 text-sm text-muted-foreground empty:hidden">
            {short
              ? `Type at least ${SEARCH_MIN_LENGTH} characters to search.`
              : s.query.isError
                ? ""
                : s.query.isFetching && !hasResults
                  ? "Searching…"
                  : !hasResults
                    ? `Nothing matches “${s.term}”.`
                    : `${s.results.length} result${s.results.length === 1 ? "" : "s"}`}
          </p>
          {!short && s.query.isError && (
            <div className="px-4 pb-3">
              <ErrorMessage onRetry={() => void s.query.refetch()}>
                Search failed. Please try again.
              </ErrorMessage>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
