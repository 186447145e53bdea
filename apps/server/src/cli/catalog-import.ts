import { readFileSync } from "node:fs";
import path from "node:path";
import { CatalogImportError, importCatalog } from "../modules/catalog/catalog-import.js";
import { failCli, openCliDatabase } from "./open-cli-database.js";

// npm run catalog:import -- FILE.json
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run catalog:import -- FILE.json");
  // npm runs workspace scripts in the workspace folder; a relative path means the caller's folder.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(resolved, "utf8"));
  } catch (error) {
    throw new Error(`Could not read ${resolved} as JSON: ${(error as Error).message}`);
  }
  const database = await openCliDatabase();
  try {
    const result = await importCatalog(database.db, input);
    console.log(
      `Imported ${resolved}: ${result.created} products created, ${result.updated} updated, ` +
        `${result.categoriesCreated} categories and ${result.brandsCreated} brands created.`,
    );
  } catch (error) {
    if (error instanceof CatalogImportError) throw new Error(`${error.message}. Nothing was imported.`);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch(failCli);
