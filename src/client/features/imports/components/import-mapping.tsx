// The mapping step: each column of the file with the field it feeds; a column the import could not
// place (or placed wrongly) gets a choice, "Leave out" skips it. Required fields no column feeds are named.
import { IMPORT_FIELDS } from "@shared/imports";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ImportResult } from "../api";

const SELECT = "h-9 w-full min-w-40 rounded-md border border-input bg-background px-2 text-sm";

export function ImportMapping(p: {
  result: ImportResult;
  mapping: Record<string, string>;
  onChange: (m: Record<string, string>) => void;
  busy: boolean;
  /** The check's progress bar while it runs. */
  progress: ReactNode;
  onCheck: () => void;
}) {
  const fields = IMPORT_FIELDS[p.result.kind];
  const fed = new Set(Object.values(p.mapping).filter(Boolean));
  const missing = fields.filter((f) => f.required && !fed.has(f.key));
  return (
    <Card>
      <CardHeader>
        <CardTitle>2. Columns</CardTitle>
        <CardDescription>Choose the field of each column the import could not place.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Column in the file</TableHead>
                <TableHead>Field</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {p.result.columns.map((c, i) => {
                const id = `import-map-${i}`;
                return (
                  <TableRow key={c.header || id} data-unplaced={c.field === null || undefined}>
                    <TableCell>
                      <label htmlFor={id} className="font-medium">
                        {c.header || `(column ${i + 1}, no header)`}
                      </label>
                      {c.field === null && (
                        <span className="ml-2 text-xs text-amber-700 dark:text-amber-300">not placed</span>
                      )}
                    </TableCell>
                    <TableCell>
                      <select
                        id={id}
                        className={SELECT}
                        value={p.mapping[c.header] ?? ""}
                        onChange={(e) => p.onChange({ ...p.mapping, [c.header]: e.target.value })}
                      >
                        <option value="">Leave out</option>
                        {fields.map((f) => (
                          <option key={f.key} value={f.key}>
                            {f.label}
                            {f.required ? " (required)" : ""}
                          </option>
                        ))}
                      </select>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
        {missing.length > 0 && (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            No column gives: {missing.map((f) => f.label).join(", ")}. Rows without them will be errors.
          </p>
        )}
        <div>
          <Button onClick={p.onCheck} disabled={p.busy}>
            {p.busy && <Loader2 className="animate-spin" aria-hidden />}
            Check with these columns
          </Button>
        </div>
        {p.progress}
      </CardContent>
    </Card>
  );
}
