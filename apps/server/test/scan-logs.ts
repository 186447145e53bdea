import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findSecrets } from "../src/lib/log-policy.js";

/**
 * The whole-run log scan (docs/requirements/operations.md#logs): every test app logs at level trace into
 * TEST_LOG_DIR (helpers.ts), and after the run (`npm test` in apps/server) this script fails if any line
 * holds a password, an address or note the tests typed, an e-mail, a session or reset cookie, or a
 * password hash.
 */
export const TEST_LOG_DIR = fileURLToPath(new URL("../.tmp/test-logs", import.meta.url));

const TEST_SECRETS = [
  "momo-lover-88",
  "momo-momo-88",
  "dal-bhat-power",
  "new-secret-77",
  "new-secret-1",
  "new-secret-2",
  "Baneshwor 10",
  "Opposite the temple",
  "Please call before coming",
];
const EMAIL = /[\w.+-]+@(example\.com|pasal\.test)/;

export function scanLogs(dir: string): { files: number; bytes: number; leaks: string[] } {
  const leaks: string[] = [];
  let bytes = 0;
  const files = existsSync(dir) ? readdirSync(dir) : [];
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), "utf8");
    bytes += text.length;
    const found = findSecrets(text, TEST_SECRETS);
    if (EMAIL.test(text)) found.push("an e-mail address");
    if (found.length > 0) leaks.push(`  ${file}: ${[...new Set(found)].join(", ")}`);
  }
  return { files: files.length, bytes, leaks };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { files, bytes, leaks } = scanLogs(TEST_LOG_DIR);
  if (files === 0) {
    console.error(`No test logs in ${TEST_LOG_DIR}: the scan cannot vouch for anything.`);
    process.exit(1);
  }
  if (leaks.length > 0) {
    console.error(`Secrets or personal data in the test run's logs (kept in ${TEST_LOG_DIR}):\n${leaks.join("\n")}`);
    process.exit(1);
  }
  console.log(`Log scan: ${files} log files, ${(bytes / 1e6).toFixed(1)} MB at level trace, no secrets or personal data.`);
  rmSync(TEST_LOG_DIR, { recursive: true, force: true });
}
