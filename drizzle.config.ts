import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/server/db/columns.ts",
    "./src/server/db/schema.ts",
    "./src/server/db/schema-fleet.ts",
    "./src/server/db/schema-documents.ts",
    "./src/server/db/schema-rest-hours.ts",
    "./src/server/db/schema-certificates.ts",
    "./src/server/db/schema-manning.ts",
    "./src/server/db/schema-sync.ts",
    "./src/server/db/schema-wages.ts",
  ],
  out: "./drizzle",
});
