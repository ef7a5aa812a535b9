// Every CSV export is in the audit trail (DESIGN §7). The browser builds the file from pages it already
// may read, then tells the server what it exported; the server logs it with the caller and their IP.
import type { TExportLogRequest } from "@shared/activity";
import { api } from "./api-client";

/** Records an export; failing to record it never spoils the download the user already has. */
export function logExport(body: TExportLogRequest): Promise<void> {
  return api("POST", "/api/activity/export-log", body).then(
    () => undefined,
    () => undefined,
  );
}
