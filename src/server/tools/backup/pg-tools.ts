// Runs PostgreSQL's own client tools (pg_dump, pg_restore) against a DATABASE_URL. The password goes in
// PGPASSWORD, never on the command line, where other local users could read it (ps, /proc).
import { spawn } from "node:child_process";
import { BackupError } from "./backup-error";

export type PgTool = "pg_dump" | "pg_restore";

/** The URL without its password, and the environment that carries the password instead. */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(databaseUrl);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export function runPgTool(tool: PgTool, databaseUrl: string, args: string[]): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found on PATH. Install the PostgreSQL client tools (the server's major version or newer), e.g. apt-get install postgresql-client.`,
            )
          : err,
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
