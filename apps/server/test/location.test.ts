import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { LOCAL_LEVEL_TYPES, locationTreeSchema, type LocationTree } from "@pasal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationRoutes } from "../src/modules/location/location-routes.js";
import { createTestApp, type TestApp } from "./helpers.js";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const referenceDir = path.resolve(repoRoot, "../shared/reference/nepal-local-levels");
/** Devanagari letters, with the joiners, spaces and punctuation Nepali names use. */
// eslint-disable-next-line no-misleading-character-class -- the joiners are allowed one by one, not as a pair
const DEVANAGARI = /^[\u0900-\u097F][\u0900-\u097F\u200C\u200D .-]*$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp("pglite");
  // Until (or unless) app.ts registers the module itself.
  if (!t.app.hasRoute({ method: "GET", url: "/api/location" })) {
    await t.app.register(locationRoutes, { prefix: "/api" });
  }
});
afterAll(() => t.close());

/** Pasal's own richer form of the tree. */
async function fetchTree(query = ""): Promise<LocationTree> {
  const res = await t.app.inject({ url: `/api/location${query}${query ? "&" : "?"}shape=full` });
  expect(res.statusCode).toBe(200);
  return locationTreeSchema.parse(res.json());
}

const districtsOf = (tree: LocationTree) => tree.provinces.flatMap((p) => p.districts);
const localLevelsOf = (tree: LocationTree) => districtsOf(tree).flatMap((d) => d.localLevels);

describe("GET /api/location", () => {
  it.each([
    ["", "english"],
    ["?lang=english", "english"],
    ["?lang=en", "english"],
    ["?lang=nepali", "nepali"],
    ["?lang=np", "nepali"],
  ])("has 7 provinces, 77 districts and 753 local levels for %j", async (query, lang) => {
    const tree = await fetchTree(query);
    expect(tree.lang).toBe(lang);
    expect(tree.provinces).toHaveLength(7);
    expect(districtsOf(tree)).toHaveLength(77);
    expect(localLevelsOf(tree)).toHaveLength(753);
  });

  it("gives every local level a known type and at least one ward, and every district a local level", async () => {
    const tree = await fetchTree();
    for (const district of districtsOf(tree)) expect(district.localLevels.length).toBeGreaterThan(0);
    for (const level of localLevelsOf(tree)) {
      expect(LOCAL_LEVEL_TYPES).toContain(level.type);
      expect(Number.isInteger(level.wards) && level.wards > 0).toBe(true);
    }
    const types = new Set(localLevelsOf(tree).map((l) => l.type));
    expect([...types].sort()).toEqual([...LOCAL_LEVEL_TYPES].sort());
    const kathmandu = districtsOf(tree).find((d) => d.name === "Kathmandu");
    expect(kathmandu?.localLevels.find((l) => l.name === "Kathmandu")).toMatchObject({ type: "metropolitan", wards: 32 });
  });

  it("names everything in Devanagari for lang=nepali, with the same ids as in English", async () => {
    const [english, nepali] = [await fetchTree("?lang=english"), await fetchTree("?lang=nepali")];
    const names = [...nepali.provinces, ...districtsOf(nepali), ...localLevelsOf(nepali)].map((x) => x.name);
    for (const name of names) expect(name).toMatch(DEVANAGARI);
    expect(localLevelsOf(nepali).map((l) => l.id)).toEqual(localLevelsOf(english).map((l) => l.id));
    expect(localLevelsOf(english)[0]?.name).toMatch(/^[A-Za-z]/);
  });

  it("lets browsers and proxies keep it for a day, compressed", async () => {
    const res = await t.app.inject({ url: "/api/location?lang=nepali&shape=full", headers: { "accept-encoding": "br" } });
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-encoding"]).toBe("br");
    const tree = locationTreeSchema.parse(JSON.parse(brotliDecompressSync(res.rawPayload).toString("utf8")));
    expect(tree.lang).toBe("nepali");
  });

  it("answers the spec's tree by default: province → district → local level names, nothing else", async () => {
    const res = await t.app.inject({ url: "/api/location?lang=english" });
    expect(res.statusCode).toBe(200);
    const tree = res.json() as Record<string, Record<string, string[]>>;
    const full = await fetchTree("?lang=english");
    // A spec client lists the object's keys as provinces: they must be exactly the seven.
    expect(Object.keys(tree)).toEqual(full.provinces.map((p) => p.name));
    expect(Object.keys(tree)).not.toContain("lang");
    expect(Object.values(tree).flatMap((districts) => Object.keys(districts))).toHaveLength(77);
    expect(Object.values(tree).flatMap((districts) => Object.values(districts).flat())).toHaveLength(753);
    expect(tree["Bagmati Province"]?.Kathmandu).toContain("Gokarneshwar");
    const nepali = (await t.app.inject({ url: "/api/location?lang=nepali" })).json() as Record<string, unknown>;
    expect(Object.keys(nepali).every((name) => DEVANAGARI.test(name))).toBe(true);
  });

  it("refuses an unknown language or shape with a message", async () => {
    const shape = await t.app.inject({ url: "/api/location?shape=flat" });
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toEqual({ code: "VALIDATION", message: expect.stringContaining("spec or full"), fields: ["shape"] });
    const res = await t.app.inject({ url: "/api/location?lang=french" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "VALIDATION", message: expect.stringContaining("english or nepali"), fields: ["lang"] });
  });
});

interface ReferenceRow {
  id: number;
  name: string;
  province_id?: number;
  district_id?: number;
  category_id?: number;
  wards?: string;
}

describe.skipIf(!existsSync(referenceDir))("location data against the reference data set", () => {
  const read = (file: string): ReferenceRow[] => JSON.parse(readFileSync(path.join(referenceDir, file), "utf8"));
  // Read only when the tests run: describe.skipIf still collects this block without the folder.
  const typesByCategory = () =>
    new Map(
      (read("categories.en.json") as unknown as { id: number; short_code: string }[]).map((c) => [
        c.id,
        ({ MC: "metropolitan", SMC: "sub-metropolitan", M: "municipality", RM: "rural-municipality" } as const)[c.short_code as "MC" | "SMC" | "M" | "RM"],
      ]),
    );

  /** Every record of the tree, keyed by level and id, with its parent and names in both languages. */
  async function indexBoth() {
    const [english, nepali] = [await fetchTree("?lang=english"), await fetchTree("?lang=nepali")];
    const index = new Map<string, { en: string; np?: string; parent?: number; type?: string; wards?: number }>();
    english.provinces.forEach((province, pi) => {
      const npProvince = nepali.provinces[pi]!;
      index.set(`p${province.id}`, { en: province.name, np: npProvince.name });
      province.districts.forEach((district, di) => {
        const npDistrict = npProvince.districts[di]!;
        index.set(`d${district.id}`, { en: district.name, np: npDistrict.name, parent: province.id });
        district.localLevels.forEach((level, li) => {
          const npLevel = npDistrict.localLevels[li]!;
          expect(npLevel.id).toBe(level.id);
          index.set(`l${level.id}`, { en: level.name, np: npLevel.name, parent: district.id, type: level.type, wards: level.wards });
        });
      });
    });
    return index;
  }

  it("has every province, district and local level with the same names, parent, type and wards", async () => {
    const index = await indexBoth();
    const typeByCategory = typesByCategory();
    const check = (prefix: string, file: string, expected: (en: ReferenceRow, np: ReferenceRow) => object) => {
      const en = read(`${file}.en.json`);
      const np = new Map(read(`${file}.np.json`).map((row) => [row.id, row]));
      for (const row of en) {
        const npRow = np.get(row.id)!;
        expect(index.get(`${prefix}${row.id}`), `${file} ${row.id} ${row.name}`).toEqual({ en: row.name, np: npRow.name, ...expected(row, npRow) });
      }
      return en.length;
    };
    expect(check("p", "provinces", () => ({}))).toBe(7);
    expect(check("d", "districts", (row) => ({ parent: row.province_id }))).toBe(77);
    expect(
      check("l", "municipalities", (row) => ({
        parent: row.district_id,
        type: typeByCategory.get(row.category_id!),
        wards: Number(row.wards),
      })),
    ).toBe(753);
    expect(index.size).toBe(7 + 77 + 753);
  });
});
