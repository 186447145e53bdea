import { readFileSync } from "node:fs";
import { LOCAL_LEVEL_TYPES, type LocationTree } from "@pasal/shared";
import { z } from "zod";

export type LocationLanguage = LocationTree["lang"];

const TYPE_BY_CODE = {
  MC: "metropolitan",
  SMC: "sub-metropolitan",
  M: "municipality",
  RM: "rural-municipality",
} as const satisfies Record<string, (typeof LOCAL_LEVEL_TYPES)[number]>;

const name = z.string().trim().min(1);
const localLevelRow = z.tuple([
  z.number().int().positive(),
  name,
  name,
  z.enum(Object.keys(TYPE_BY_CODE) as [keyof typeof TYPE_BY_CODE]),
  z.number().int().positive(),
]);
const dataFileSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    en: name,
    np: name,
    districts: z.array(z.object({ id: z.number().int().positive(), en: name, np: name, localLevels: z.array(localLevelRow).min(1) })),
  }),
);
type DataFile = z.infer<typeof dataFileSchema>;

let dataFile: DataFile | undefined;
const trees = new Map<LocationLanguage, LocationTree>();
const bodies = new Map<`${LocationLanguage}:${LocationShape}`, string>();

/** The data file ships with the code; it is read and checked once, on first use. */
function loadDataFile(): DataFile {
  dataFile ??= dataFileSchema.parse(JSON.parse(readFileSync(new URL("./nepal-local-levels.json", import.meta.url), "utf8")));
  return dataFile;
}

/** Provinces → districts → local levels named in one language, in the file's (official) order. */
export function locationTree(lang: LocationLanguage): LocationTree {
  let tree = trees.get(lang);
  if (!tree) {
    const pick = (names: { en: string; np: string }) => (lang === "nepali" ? names.np : names.en);
    tree = {
      lang,
      provinces: loadDataFile().map((province) => ({
        id: province.id,
        name: pick(province),
        districts: province.districts.map((district) => ({
          id: district.id,
          name: pick(district),
          localLevels: district.localLevels.map(([id, en, np, code, wards]) => ({
            id,
            name: pick({ en, np }),
            type: TYPE_BY_CODE[code],
            wards,
          })),
        })),
      })),
    };
    trees.set(lang, tree);
  }
  return tree;
}

/**
 * The spec's shape (docs/requirements/accounts.md#profile-and-addresses): province name → district name
 * → list of local level names. A spec client takes the object's keys as provinces, so nothing else may
 * be in it.
 */
export function specLocationTree(lang: LocationLanguage): Record<string, Record<string, string[]>> {
  return Object.fromEntries(
    locationTree(lang).provinces.map((province) => [
      province.name,
      Object.fromEntries(province.districts.map((district) => [district.name, district.localLevels.map((level) => level.name)])),
    ]),
  );
}

export type LocationShape = "spec" | "full";

/** The tree as a JSON body, serialised once per language and shape. */
export function locationTreeJson(lang: LocationLanguage, shape: LocationShape = "spec"): string {
  const cacheKey = `${lang}:${shape}` as const;
  let body = bodies.get(cacheKey);
  if (body === undefined) {
    body = JSON.stringify(shape === "full" ? locationTree(lang) : specLocationTree(lang));
    bodies.set(cacheKey, body);
  }
  return body;
}
