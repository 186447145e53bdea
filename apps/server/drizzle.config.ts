import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (`npm run db:generate`), committed, and applied on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
