// Two projects: "unit" (rules in src/shared, client helpers) runs once; "api" (src/server) runs once per
// database engine — TEST_ENGINE=pglite (in-memory) or TEST_ENGINE=postgres (TEST_DATABASE_URL).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": r("./src/client"), "@shared": r("./src/shared") } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["src/server/test/global-setup.ts"],
          setupFiles: ["src/server/test/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          maxWorkers: 2,
        },
      },
    ],
  },
});
