import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

function cli(name: "catalog-import" | "catalog-export", args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `src/cli/${name}.ts`, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: dataDir },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("catalog:import and catalog:export commands", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const product = {
    name: "Redmi Buds 5",
    modelName: "Redmi Buds 5",
    sellingPrice: 4299,
    stock: 9,
    parentCategory: "Earbud",
    parentSubcategory: "Redmi",
  };

  it("imports a file, then exports it back in the same shape", () => {
    writeFileSync(path.join(dataDir, "good.json"), JSON.stringify([product]));
    const imported = cli("catalog-import", ["good.json"], dataDir);
    expect(imported.err).toBe("");
    expect(imported.out).toMatch(/1 products created, 0 updated, 1 categories and 1 brands created/);
    const exported = cli("catalog-export", ["out.json"], dataDir);
    expect(exported.code).toBe(0);
    const rows = JSON.parse(readFileSync(path.join(dataDir, "out.json"), "utf8"));
    expect(rows).toEqual([expect.objectContaining({ ...product, description: "" })]);
  }, 90_000);

  it("stops on a bad row with its index and writes nothing", () => {
    writeFileSync(
      path.join(dataDir, "bad.json"),
      JSON.stringify([
        { ...product, modelName: "Fine" },
        { ...product, modelName: "Bad", stock: -1 },
      ]),
    );
    const result = cli("catalog-import", ["bad.json"], dataDir);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/Product at index 1: stock: .*Nothing was imported\./);
    const exported = JSON.parse(cli("catalog-export", [], dataDir).out);
    expect(exported.map((p: { modelName: string }) => p.modelName)).toEqual(["Redmi Buds 5"]);
  }, 90_000);

  it("says plainly when the store holds the embedded database", () => {
    writeFileSync(path.join(dataDir, "pasal.lock"), "1");
    const result = cli("catalog-import", ["good.json"], dataDir);
    rmSync(path.join(dataDir, "pasal.lock"));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/in use by another process \(pid 1\), probably the running store/);
  }, 90_000);
});

describe("admin:create", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-admin-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates an admin with a printed password, and promotes an existing account", () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "src/cli/admin-create.ts", ...args], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      });
    const created = run(["--email", "Owner@Pasal.example"]);
    expect(created.stderr).toBe("");
    expect(created.stdout).toMatch(/Created owner owner@pasal\.example\.\nIts password \(shown once, change it after signing in\): \S{16}\n/);
    expect(run(["--email", "owner@pasal.example"]).stdout).toBe("owner@pasal.example is now an owner.\n");
    const bad = run(["--email", "not-an-email"]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Usage: npm run admin:create/);
  }, 90_000);
});
