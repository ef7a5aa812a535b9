// A matrix of rows (ranks, crew members) × certificate types: a focusable scroll region (keyboard: Tab to
// it, arrows scroll) holding a table whose header row sticks to the top and whose first column sticks
// to the left, so it reads at 375 px as at 1280. The rows are the caller's (`children`, a <tbody>'s).
// The region is positioned (relative): the cells' screen-reader texts (sr-only, absolutely positioned)
// then belong to it and scroll inside it, instead of widening the whole page to the table's width.
import type { ReactNode } from "react";
import { SCROLL_FOCUS_CLASS, scrollRegionProps } from "./virtual-table";

export function CertificateMatrix({
  label,
  caption,
  corner,
  columns,
  maxHeightClass,
  compact,
  children,
}: {
  /** Names the scroll region. */
  label: string;
  /** The table's caption (read by screen readers). */
  caption: ReactNode;
  /** The first column's heading. */
  corner: string;
  columns: readonly { code: string; name: string }[];
  maxHeightClass: string;
  /** Narrower column padding (px-2, as its cells). */
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      {...scrollRegionProps(label)}
      className={`${maxHeightClass} relative overflow-auto rounded-md border ${SCROLL_FOCUS_CLASS}`}
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-20 bg-muted">
          <tr>
            <th scope="col" className="sticky left-0 z-30 border-b bg-muted px-3 py-2 text-left font-medium">
              {corner}
            </th>
            {columns.map((c) => (
              <th
                key={c.code}
                scope="col"
                title={c.name}
                className={`border-b ${compact ? "px-2" : "px-3"} py-2 text-left font-medium whitespace-nowrap`}
              >
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
