import type { CatalogProductInput } from "@pasal/shared";
import { readDemoFile } from "../src/seed-demo.js";
import type { IndexedProduct } from "../src/modules/search/search-index.js";

/** Catalogue inputs as the search index takes them, ids `${prefix}0`, `${prefix}1`… by position. */
export function indexedProducts(inputs: CatalogProductInput[], prefix: string): IndexedProduct[] {
  return inputs.map((p, i) => ({
    _id: `${prefix}${i}`,
    name: p.name,
    modelName: p.modelName,
    description: p.description ?? "",
    parentCategory: p.parentCategory,
    parentSubcategory: p.parentSubcategory,
    color: p.color ?? [],
    model: p.model ?? [],
  }));
}

/** The demo catalogue's products, ids d0, d1… */
export const demoIndexedProducts = (): IndexedProduct[] => indexedProducts(readDemoFile<CatalogProductInput[]>("products.json"), "d");
