// Corrections of signed months: the day, the reason, who and when, and the hours before the change.
import type { TRestHoursResponse } from "@shared/rest-hours-api";
import { SectionCard } from "@/components/section-card";
import { formatStamp } from "../grid-model";

export function RestCorrections({ corrections }: { corrections: TRestHoursResponse["corrections"] }) {
  if (corrections.length === 0) return null;
  return (
    <SectionCard title="Corrections" description="Changes made after the month was signed">
      <ul className="space-y-2 text-sm" data-testid="corrections">
        {corrections.map((c) => (
          <li key={c.id} className="rounded-md border p-2">
            <p>
              <span className="font-medium">{c.date}</span>: {c.reason}
            </p>
            <p className="text-muted-foreground">
              {c.correctedByName ?? "—"}, {formatStamp(c.correctedAt)}. Before:{" "}
              {c.previous
                ? c.previous.work.map((w) => `${w.from}–${w.to}`).join(", ") || "no work"
                : "not recorded"}
            </p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
