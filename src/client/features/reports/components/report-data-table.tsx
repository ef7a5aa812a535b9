// Renders a report's primary table (the same cells the CSV export writes).
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ReportTable } from "../report-table";

export function ReportDataTable({ table, footer }: { table: ReportTable; footer?: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{table.caption}</CardTitle>
      </CardHeader>
      <CardContent>
        <Table data-testid="report-table" aria-label={table.caption}>
          <TableHeader>
            <TableRow>
              {table.columns.map((c) => (
                <TableHead key={c}>{c}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map((row, i) => (
              <TableRow key={i}>
                {row.map((cell, j) => (
                  <TableCell key={j} className={typeof cell === "number" ? "tabular-nums" : undefined}>
                    {cell ?? ""}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {footer}
      </CardContent>
    </Card>
  );
}
