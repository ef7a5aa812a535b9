// A table from column definitions (header, cell renderer, responsive class), the "columns" part of the
// shadcn data-table split for the small server lists (users, sessions, sign-ins) that need no paging.
import type { ComponentProps, ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** On the header and the cells (e.g. "hidden xl:table-cell"). */
  className?: string;
  /** On the cells only. */
  cellClassName?: string;
  /** Cell attributes (title...). */
  cellProps?: (row: T) => ComponentProps<typeof TableCell>;
}

export function SimpleTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => ComponentProps<typeof TableRow> & Record<`data-${string}`, string>;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.header} className={c.className}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c) => (
              <TableCell
                key={c.header}
                {...c.cellProps?.(row)}
                className={[c.className, c.cellClassName].filter(Boolean).join(" ") || undefined}
              >
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
