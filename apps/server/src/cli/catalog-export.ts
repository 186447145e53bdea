import { writeFileSync } from "node:fs";
import path from "node:path";
import { exportCatalog } from "../modules/catalog/catalog-export.js";
import { failCli, openCliDatabase } from "./open-cli-database.js";

// npm run catalog:export -- [FILE.json]   (without a file, the JSON goes to standard output)
async function main() {
  const file = process.argv[2];
  const database = await openCliDatabase();
  try {
    const json = `${JSON.stringify(await exportCatalog(database.db), null, 2)}\n`;
    if (!file) {
      process.stdout.write(json);
      return;
    }
    const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    writeFileSync(resolved, json);
    console.error(`Exported the catalogue to ${resolved}.`);
  } finally {
    await database.close();
  }
}

main().catch(failCli);
