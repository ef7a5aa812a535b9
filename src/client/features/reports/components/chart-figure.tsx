// A chart with its title, an accessible summary, and the numbers beside it (screen readers and print
// get the figures, not only the picture). Colours come from the theme variables, so light and dark work.
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const CHART_COLORS = {
  blue: "var(--ocean-blue)",
  navy: "var(--maritime-navy)",
  amber: "var(--warning-amber)",
  green: "var(--compliance-green)",
  red: "var(--destructive)",
  muted: "var(--muted-foreground)",
} as const;

export const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
export const TOOLTIP_PROPS = {
  contentStyle: {
    background: "var(--popover)",
    color: "var(--popover-foreground)",
    border: "1px solid var(--border)",
    borderRadius: 8,
  },
  labelStyle: { color: "var(--popover-foreground)" },
  itemStyle: { color: "var(--popover-foreground)" },
  cursor: { fill: "var(--muted)" },
};

export function ChartFigure({
  title,
  description,
  summary,
  figures,
  children,
  testId,
}: {
  title: string;
  description?: string;
  /** A sentence read to screen readers in place of the picture. */
  summary: string;
  /** The numbers beside the chart. */
  figures?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="gap-4 break-inside-avoid" data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4 md:flex-row">
        <figure className="m-0 min-w-0 flex-1" role="img" aria-label={`${title}: ${summary}`}>
          <div className="h-64 w-full">{children}</div>
        </figure>
        {figures && <div className="md:w-56 md:shrink-0">{figures}</div>}
      </CardContent>
    </Card>
  );
}

/** A small definition list of label → value, used beside charts. */
export function FigureList({ items }: { items: { label: string; value: ReactNode; color?: string }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-y-1 text-sm">
      {items.map((i) => (
        <div key={i.label} className="flex items-center justify-between gap-2 border-b border-border/60 py-1">
          <dt className="flex items-center gap-2 text-muted-foreground">
            {i.color && <span aria-hidden className="size-2.5 rounded-sm" style={{ background: i.color }} />}
            {i.label}
          </dt>
          <dd className="font-semibold tabular-nums">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
