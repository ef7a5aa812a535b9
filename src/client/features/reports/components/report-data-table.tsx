// Renders a report's primary table (the same cells the CSV export writes); a long one (the compliance
// report lists up to 500 documents) is windowed by VirtualTable.
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TableCell, TableHead } from "@/components/ui/table";
import { VirtualTable } from "@/components/virtual-table";
import type { ReportTable } from "../report-table";

export function ReportDataTable({ table, footer }: { table: ReportTable; footer?: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{table.caption}</CardTitle>
      </CardHeader>
      <CardContent>
        <VirtualTable
          data-testid="report-table"
          label={table.caption}
          headerClassName="bg-card"
          rows={table.rows.map((cells, i) => ({ i, cells }))}
          getRowKey={(r) => r.i}
          colSpan={table.columns.length}
          estimateRowHeight={37}
          head={table.columns.map((c) => <TableHead key={c}>{c}</TableHead>)}
          renderCells={(r) =>
            r.cells.map((cell, j) => (
              <TableCell key={j} className={typeof cell === "number" ? "tabular-nums" : undefined}>
                {cell ?? ""}
              </TableCell>
            ))
          }
        />
        {footer}
      </CardContent>
    </Card>
  );
}
