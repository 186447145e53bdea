import type { CatalogProductInput } from "@pasal/shared";
import { describe, expect, it } from "vitest";
import { variedQueries } from "../bench/search-queries.js";
import { buildScaledCatalog, readDemoFile } from "../src/seed-demo.js";
import { SearchIndex, type IndexedProduct } from "../src/modules/search/search-index.js";
import { parseQuery } from "../src/modules/search/search-scoring.js";
import { indexedProducts } from "./search-helpers.js";

/** Index products from catalogue inputs (ids by position). */
const indexed = (inputs: CatalogProductInput[]) => indexedProducts(inputs, "p");

/** A few deterministic "random" sold-out flags. */
function soldOutFlags(size: number, every: number): Uint8Array {
  return Uint8Array.from({ length: size }, (_, pos) => ((pos * 7919) % every === 3 ? 1 : 0));
}

/**
 * The pruned top-k (SearchIndex.top: per-term lists, score bounds, counted totals) must give what
 * the exhaustive ranking (the original postings path) gives, and so must the listing's full ranking made from the term lists: the same products in the same order with the same scores, and
 * the same total, for every query, limit and stock state.
 */
async function expectSameAsExhaustive(products: IndexedProduct[], queries: string[], soldOut: Uint8Array, termCacheBytes?: number) {
  const pruned = await SearchIndex.build(products, undefined, { termCacheBytes });
  const exhaustive = await SearchIndex.build(products);
  let checked = 0;
  for (const text of queries) {
    for (const limit of [1, 5, 12, 50]) {
      const query = parseQuery(text);
      const fast = pruned.top(query, limit, soldOut);
      const ranking = exhaustive.rankReference(query);
      const slow = ranking.all(soldOut);
      const listed = pruned.rank(query);
      expect(listed.total, `${text} listing total`).toBe(ranking.total);
      expect(listed.all(soldOut), `${text} listing`).toEqual(slow);
      expect(fast.total, `${text} total`).toBe(ranking.total);
      expect(
        fast.positions.map((pos) => pruned.ids[pos]),
        `${text} limit ${limit}`,
      ).toEqual(slow.ids.slice(0, limit));
      expect(fast.scores, `${text} scores`).toEqual(slow.scores.slice(0, limit));
      checked++;
    }
  }
  expect(checked).toBe(queries.length * 4);
}

const handPicked = [
  "iphone 15",
  "galaxy s24 case",
  "galxy",
  "samsung phone black",
  "charger 65w",
  "smasung",
  "pro",
  "airpods",
  "redmi note 13 pro+",
  "mobile ko cover",
  "chargerko tar",
  "ghadi",
  "मोबाइल",
  "घड़ी",
  "speaker",
  "power bank",
  "s",
  "sa",
  "black",
  "blue cover",
  "x",
  "the",
  "a b c",
  "samsung galaxy",
  "apple",
  "macbook air 13",
  "cover 15",
  "5g",
  "20000mah",
  // Several terms whose broadest one's own products make the top or the cut-off (a named category
  // lifts them, or a digit query's best is among them), and terms nested in one another.
  "mobile spigen",
  "phone spigen",
  "ghadi samsung",
  "speaker jbl black",
  "samsung 5g",
  "iphone 15 pro max cover",
  "apple 20w charger",
  "galaxy s24 ultra",
  "samsung galaxy phone",
  "cover spigen iphone",
  "smart watch 2",
  "laptop 16gb 512gb",
];

describe("pruned top-k equals the exhaustive ranking", () => {
  it("on the demo catalogue, for varied and hand-picked queries, with and without sold-out products", async () => {
    const products = indexed(readDemoFile<CatalogProductInput[]>("products.json"));
    const queries = [...handPicked, ...variedQueries(600, 3)];
    await expectSameAsExhaustive(products, queries, new Uint8Array(0));
    await expectSameAsExhaustive(products, queries, soldOutFlags(products.length, 5));
  });

  it("on a grown catalogue (names repeated with numbers), where ties and bounds matter", async () => {
    const products = indexed(buildScaledCatalog(3000));
    await expectSameAsExhaustive(products, [...handPicked, ...variedQueries(400, 11)], soldOutFlags(products.length, 20));
  });

  it("on a larger grown catalogue, where a broad term's own products outnumber the rest", async () => {
    const products = indexed(buildScaledCatalog(12000));
    await expectSameAsExhaustive(products, [...handPicked, ...variedQueries(120, 13)], soldOutFlags(products.length, 7));
  });

  it("finds a name that is exactly the query among many blocks of longer names that match more fields", async () => {
    // Index positions follow name order, so the two short names sit in the first block of 64
    // with fillers that do not match, and the 300 long ones (whose descriptions and brand
    // also match, a larger sum) in the blocks after it. Only the exact-name tier lifts a short
    // name above them; a block bound that forgot it would skip the first block.
    const product = (id: string, name: string, modelName: string, description: string, brand: string): IndexedProduct => ({
      _id: id,
      name,
      modelName,
      description,
      parentCategory: "Phone",
      parentSubcategory: brand,
      color: [],
      model: [],
    });
    const products = [
      product("exact", "Zeta Phone", "ZP1", "", "Acme"),
      product("model", "Acme Handset", "Zeta Phone", "", "Acme"),
      ...Array.from({ length: 70 }, (_, i) => ({ ...product(`filler${i}`, `Plain gadget ${100 + i}`, `F${i}`, "", "Acme"), parentCategory: "Gadget" })),
      ...Array.from({ length: 300 }, (_, i) =>
        product(`long${i}`, `Zeta Phone Ultra Max Edition ${1000 + i}`, `ZU${i}`, "The zeta phone for everyone", "Zeta"),
      ),
    ];
    await expectSameAsExhaustive(products, ["zeta phone", "zeta", "phone zeta", "zeta phone ultra"], new Uint8Array(0));
    const index = await SearchIndex.build(products);
    const top = index.top(parseQuery("zeta phone"), 2, new Uint8Array(0));
    expect(top.positions.map((pos) => index.ids[pos]).sort()).toEqual(["exact", "model"]);
  });

  it("keeps answering the same after its term cache has been filled and trimmed", async () => {
    const products = indexed(buildScaledCatalog(1500));
    const queries = variedQueries(300, 5);
    await expectSameAsExhaustive(products, [...queries, ...queries.slice(0, 50)], soldOutFlags(products.length, 9));
  });

  it("answers the same when its term cache is so small that lists are dropped all the time", async () => {
    const products = indexed(buildScaledCatalog(1500));
    const queries = [...handPicked, ...variedQueries(200, 7)];
    // 4 KB holds a handful of short lists: most queries drop lists another one just built or reused.
    await expectSameAsExhaustive(products, [...queries, ...queries.slice(0, 80)], soldOutFlags(products.length, 9), 4096);
    await expectSameAsExhaustive(products, queries, new Uint8Array(0), 1);
  });
});
