// Test helpers of the imports: a workbook made with exceljs from rows, a CSV from rows, and a multipart
// request sending it (with an optional mapping) to POST /api/imports.
import ExcelJS from "exceljs";
import type { InjectOptions } from "fastify";

type CellIn = string | number | Date | null | { formula: string; result?: string | number };

/** The rows as a workbook's first sheet; `merges` are ranges merged after ("A1:B1"). */
export async function xlsxOf(rows: readonly (readonly CellIn[])[], merges: string[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  for (const row of rows) sheet.addRow([...row] as ExcelJS.CellValue[]);
  for (const range of merges) sheet.mergeCells(range);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const csvOf = (rows: readonly (readonly string[])[], delimiter = ",") =>
  Buffer.from(
    rows
      .map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(delimiter))
      .join("\r\n"),
  );

export function multipartOf(
  file: Buffer | null,
  opts: { filename?: string; mapping?: string; field?: string } = {},
) {
  const boundary = `----crewfleet${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  if (opts.mapping !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${opts.mapping}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? "file"}"; filename="${opts.filename ?? "list.xlsx"}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export function importRequest(
  query: string,
  file: Buffer | null,
  opts: { filename?: string; mapping?: Record<string, string> | string; field?: string } = {},
): InjectOptions {
  const mapping =
    typeof opts.mapping === "string" ? opts.mapping : opts.mapping ? JSON.stringify(opts.mapping) : undefined;
  return { method: "POST", url: `/api/imports?${query}`, ...multipartOf(file, { ...opts, mapping }) };
}
