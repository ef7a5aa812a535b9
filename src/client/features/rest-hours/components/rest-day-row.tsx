// One day of the seafarer's month: a summary line (date, work and rest, the rolling 7 days, findings)
// that opens the day's editor (cells, a watch template, copy yesterday, the clock change, Save).
import { dayMinutes, type RestNonConformity } from "@shared/rest-hours";
import { ChevronDown, Copy, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import {
  CLOCK_CHANGE_OPTIONS,
  cellsToPeriods,
  clockChangeNote,
  type DayDraft,
  hoursText,
  periodsToCells,
  RULE_LABELS,
  templateWork,
  WATCH_TEMPLATES,
} from "../grid-model";
import { DayCells } from "./day-cells";
import { SELECT_CLASS } from "./vessel-select";

export interface RestDayRowProps {
  date: string;
  day: DayDraft | undefined;
  yesterday: DayDraft | undefined;
  rest7d: number | null;
  findings: RestNonConformity[];
  dirty: boolean;
  /** Saved on this device, not yet on the server: waiting, or refused as a conflict. */
  queued?: "waiting" | "conflict";
  future: boolean;
  open: boolean;
  saving: boolean;
  onToggle: () => void;
  onChange: (draft: DayDraft) => void;
  onSave: () => void;
  onDiscard: () => void;
}

function weekday(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

export function RestDayRow(p: RestDayRowProps) {
  const clockChange = p.day?.clockChange ?? 0;
  const cells = periodsToCells(p.day?.work ?? [], clockChange);
  const work = cells.filter(Boolean).length * 30;
  const note = clockChangeNote(clockChange);
  const set = (draft: Partial<DayDraft>) => p.onChange({ work: p.day?.work ?? [], clockChange, ...draft });
  const bad = p.findings.length > 0;
  const rules = [...new Set(p.findings.map((f) => RULE_LABELS[f.rule] ?? f.rule))];
  return (
    <li
      data-testid="rest-day"
      data-date={p.date}
      className={cn("rounded-lg border", bad && "border-red-600 dark:border-red-400")}
    >
      <button
        type="button"
        onClick={p.onToggle}
        disabled={p.future}
        aria-expanded={p.open}
        className="grid w-full grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 p-3 text-left text-sm disabled:opacity-60"
      >
        <span className="flex items-center gap-2 font-medium">
          {weekday(p.date)}
          {/* An icon, not a line: a finding appearing on a neighbouring day must not move the grid. */}
          {bad && (
            <span className="flex items-center gap-1 text-xs text-red-700 dark:text-red-400">
              <TriangleAlert aria-hidden className="size-4" />
              <span className="sr-only">Non-conformity: </span>
              {p.findings.length}
              <span className="sr-only">{rules.join(", ")}</span>
            </span>
          )}
        </span>
        <ChevronDown aria-hidden className={cn("size-4", p.open && "rotate-180")} />
        <span className="col-span-2 tabular-nums text-muted-foreground">
          {p.future ? (
            "Not yet"
          ) : p.day ? (
            <span className="text-foreground">
              Rest {hoursText(dayMinutes(clockChange) - work)} · work {hoursText(work)}
              {p.rest7d !== null && <> · 7 days {hoursText(p.rest7d)}</>}
            </span>
          ) : (
            "Not recorded"
          )}
        </span>
        {note && <span className="col-span-2 text-xs text-muted-foreground">{note}</span>}
        {/* While the day is open these lines go below the cells, so nothing moves under a dragging finger. */}
        {!p.open && p.dirty && <Unsaved />}
        {!p.open && p.queued && (
          <Unsaved
            text={p.queued === "waiting" ? "Waiting to sync" : "Changed meanwhile: compare under Sync"}
          />
        )}
      </button>
      {p.open && !p.future && (
        <div className="space-y-3 border-t p-3">
          <DayCells
            date={p.date}
            cells={cells}
            onChange={(next) => set({ work: cellsToPeriods(next) })}
            disabled={p.saving}
          />
          {p.dirty && <Unsaved />}
          {bad && <RuleLine rules={rules} />}
          <div className="flex flex-wrap items-center gap-2">
            <select
              aria-label="Watch template"
              className={SELECT_CLASS}
              value=""
              onChange={(e) => e.target.value && set({ work: templateWork(e.target.value) })}
            >
              <option value="">Apply a template…</option>
              {WATCH_TEMPLATES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </select>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!p.yesterday}
              onClick={() => p.yesterday && p.onChange({ ...p.yesterday })}
            >
              <Copy aria-hidden /> Copy yesterday
            </Button>
            <select
              aria-label="Clock change"
              className={SELECT_CLASS}
              value={clockChange}
              onChange={(e) => {
                const next = Number(e.target.value);
                set({ clockChange: next, work: cellsToPeriods(periodsToCells(p.day?.work ?? [], next)) });
              }}
            >
              {CLOCK_CHANGE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              onClick={p.onSave}
              disabled={p.saving || (!p.dirty && p.day !== undefined)}
            >
              {p.saving ? "Saving..." : "Save day"}
            </Button>
            {p.dirty && (
              <Button type="button" variant="ghost" size="sm" onClick={p.onDiscard}>
                Discard changes
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

function Unsaved({ text = "Unsaved" }: { text?: string }) {
  return (
    <span className="col-span-2 block text-sm font-medium text-amber-800 dark:text-amber-300">{text}</span>
  );
}

function RuleLine({ rules }: { rules: string[] }) {
  return (
    <span className="col-span-2 block text-xs font-medium text-red-700 dark:text-red-400">
      {rules.join(" · ")}
    </span>
  );
}
