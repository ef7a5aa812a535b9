// A local S3-API server for the object-store tests (FILE_STORE=s3): s3rver (the maintained
// @20minutes/s3rver line that runs on Node 20) on loopback, its objects in a temp folder, one bucket.
// Started once per test run by global-setup.ts when TEST_FILE_STORE=s3, and by the reliability suite.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";

export const TEST_BUCKET = "crewfleet-test";
/** s3rver's fixed credentials. */
export const TEST_S3_KEY = "S3RVER";

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

export async function startLocalS3(port = Number(process.env.TEST_S3_PORT ?? 0)): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "crewfleet-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: process.env.S3_DEBUG !== "1",
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The environment that points an app at the local server, under its own key prefix. */
export function localS3Env(endpoint: string, prefix: string): Record<string, string> {
  return {
    FILE_STORE: "s3",
    S3_ENDPOINT: endpoint,
    S3_BUCKET: TEST_BUCKET,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: TEST_S3_KEY,
    S3_SECRET_ACCESS_KEY: TEST_S3_KEY,
    S3_FORCE_PATH_STYLE: "true",
    S3_PREFIX: prefix,
  };
}
