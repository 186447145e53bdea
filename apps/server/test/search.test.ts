import { productListingQuerySchema, type Product } from "@pasal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products as productsTable } from "../src/db/schema/index.js";
import { demoIndexedProducts } from "./search-helpers.js";
import { SearchIndex, type IndexedProduct } from "../src/modules/search/search-index.js";
import { categoryWeightOf, parseQuery, passesCutoffs, scoreDocument, searchDocument } from "../src/modules/search/search-scoring.js";
import { SearchService } from "../src/modules/search/search-service.js";
import { editDistance, maxEdits, tokenize } from "../src/modules/search/search-text.js";
import { createTestApp, type TestApp } from "./helpers.js";

let nextId = 0;
/** A handcrafted product: category "Gadget" (weight 5, no accessory) unless told otherwise. */
function item(name: string, extra: Partial<IndexedProduct> = {}): IndexedProduct {
  return {
    _id: `p${++nextId}`,
    name,
    modelName: `M${nextId}`,
    description: "",
    parentCategory: "Gadget",
    parentSubcategory: "Acme",
    color: [],
    model: [],
    ...extra,
  };
}

/** Scores by product name, in ranking order. */
async function scores(catalogue: IndexedProduct[], query: string): Promise<[string, number][]> {
  const ranking = (await SearchIndex.build(catalogue)).rank(parseQuery(query)).all();
  const names = new Map(catalogue.map((p) => [p._id, p.name]));
  return ranking.ids.map((id, k) => [names.get(id)!, ranking.scores[k]!]);
}

describe("search words (stop words)", () => {
  it("lower-cases, splits on punctuation, drops stop words, folds plurals and reads + as plus", () => {
    expect(tokenize("The Case for an iPhone, with Chargers & Cables")).toEqual(["case", "iphone", "charger", "cable"]);
    expect(tokenize("Galaxy S24+ (Fold6) Watches Accessories Glass")).toEqual(["galaxy", "s24", "plus", "fold6", "watch", "accessory", "glass"]);
    expect(parseQuery("case for the zeta").terms).toEqual(["case", "zeta"]);
    expect(parseQuery("the and by").terms).toEqual([]);
  });

  it("measures edit distance with swaps as one edit and stops early past the limit", () => {
    expect(editDistance("galxy", "galaxy", 2)).toBe(1);
    expect(editDistance("iphnoe", "iphone", 2)).toBe(1);
    expect(editDistance("telefone", "telephone", 2)).toBe(2);
    expect(editDistance("charger", "speaker", 2)).toBe(3);
    expect([maxEdits("s23"), maxEdits("pro"), maxEdits("galxy"), maxEdits("telefone")]).toEqual([0, 0, 1, 2]);
  });
});

describe("search scoring rules, one small catalogue each", () => {
  it("weighs the field a whole word is found in: name 25, category 4, description 3, brand 3, colour 2 (×2)", async () => {
    const result = await scores(
      [
        item("Acme Zeta"),
        item("Acme One", { parentCategory: "Zeta Gadget" }),
        item("Acme Two", { description: "a zeta inside" }),
        item("Acme Three", { parentSubcategory: "Zeta" }),
        item("Acme Four", { color: [{ colorName: "Zeta Blue" }] }),
      ],
      "zeta",
    );
    // (field weight × 3 whole word [× 2 colour] + tier) × category weight 5; a name run is 200, elsewhere "all terms" is 100.
    // Equal scores: the shorter name first.
    // (The category is "Zeta Gadget": "zeta" is not its head word, so the query does not name it; decision 020.)
    expect(result).toEqual([
      ["Acme Zeta", (25 * 3 + 200) * 5],
      ["Acme One", (4 * 3 + 100) * 5],
      ["Acme Four", (2 * 3 * 2 + 100) * 5],
      ["Acme Two", (3 * 3 + 100) * 5],
      ["Acme Three", (3 * 3 + 100) * 5],
    ]);
  });

  it("counts a word start ×1 against a whole word ×3, and a name that starts with the term ×1.5", async () => {
    const catalogue = [item("Acme Zetaphone"), item("Zeta Acme"), item("Acme Zeta")];
    expect(await scores(catalogue, "zeta")).toEqual([
      ["Zeta Acme", (25 * 3 * 1.5 + 200) * 5],
      ["Acme Zeta", (25 * 3 + 200) * 5],
      ["Acme Zetaphone", 25 * 1 * 5],
    ]);
    // The modelName's first word counts as the start of the name too.
    expect(await scores([item("Acme Zeta", { modelName: "Zeta 1" })], "zeta")).toEqual([["Acme Zeta", (25 * 3 * 1.5 + 200) * 5]]);
  });

  it("accepts near matches within the allowed edits at −0.3 per edit, only for words the catalogue lacks", async () => {
    expect(await scores([item("Acme Galaxy"), item("Acme Telephone")], "galxy")).toEqual([["Acme Galaxy", 25 * 0.7 * 5]]);
    expect(await scores([item("Acme Galaxy"), item("Acme Telephone")], "telefone")).toEqual([["Acme Telephone", 25 * 0.4 * 5]]);
    // "lamp" is a word here, so "camp" is not a near match for it; "s23" has digits, so never near "s24".
    expect(await scores([item("Acme Lamp"), item("Acme Camp")], "lamp")).toEqual([["Acme Lamp", (25 * 3 + 200) * 5]]);
    expect(await scores([item("Acme S24")], "s23")).toEqual([]);
  });

  it("adds 1000 × category weight for the exact name or modelName, 200 for an ordered run, 100 for all terms anywhere", async () => {
    const phone = { parentCategory: "Phone" };
    const result = await scores(
      [
        item("Zeta One", phone),
        item("Acme Zeta One", { ...phone, modelName: "Zeta One" }),
        item("Acme Zeta One Pro", phone),
        item("Acme One Zeta", phone),
        item("Acme Zeta", { ...phone, description: "number one" }),
      ],
      "zeta one",
    );
    expect(result).toEqual([
      ["Zeta One", (25 * 3 * 1.5 + 25 * 3 + 1000) * 10],
      ["Acme Zeta One", (25 * 3 * 1.5 + 25 * 3 + 1000) * 10],
      ["Acme Zeta One Pro", (25 * 3 + 25 * 3 + 200) * 10],
      ["Acme One Zeta", (25 * 3 + 25 * 3 + 100) * 10],
      ["Acme Zeta", (25 * 3 + 3 * 3 + 100) * 10],
    ]);
  });

  it("multiplies by the category weight: phones, laptops, watches 10; audio 5; accessories 2 in other searches", async () => {
    const named = (category: string, name = `Zeta ${category}`) => item(name, { parentCategory: category });
    const categories = ["Phone", "Laptop", "Smartwatch", "Earbud", "Speaker", "Gadget", "Cover", "Charger", "Screen Protector", "Powerbank"];
    const catalogue = categories.map((c) => named(c));
    catalogue.push(named("Misc", "Zeta Cable"));
    const byName = new Map(await scores(catalogue, "zeta"));
    const base = 25 * 3 * 1.5 + 200;
    for (const c of ["Phone", "Laptop", "Smartwatch"]) expect(byName.get(`Zeta ${c}`)).toBe(base * 10);
    for (const c of ["Earbud", "Speaker", "Gadget"]) expect(byName.get(`Zeta ${c}`)).toBe(base * 5);
    for (const c of ["Cover", "Charger", "Screen Protector", "Powerbank"]) expect(byName.get(`Zeta ${c}`)).toBe(base * 2);
    expect(byName.get("Zeta Cable")).toBe(base * 2);
    expect(categoryWeightOf({ parentCategory: "Powerbank", name: "x" })).toMatchObject({ weight: 3, accessory: true });
  });

  it("lifts accessories to 20 when the query names an accessory", async () => {
    const result = await scores([item("Zeta Phone", { parentCategory: "Phone" }), item("Zeta Case", { parentCategory: "Cover" })], "zeta case");
    expect(result).toEqual([
      // "case" also means the category "Cover" (a whole-word synonym, category weight 4, decision 020).
      ["Zeta Case", (25 * 3 * 1.5 + 25 * 3 + 4 * 3 + 1000) * 20],
      ["Zeta Phone", 25 * 3 * 1.5 * 10],
    ]);
    expect(parseQuery("tempered glass").accessory).toBe(true);
    expect(parseQuery("power bank").accessory).toBe(true);
    expect(parseQuery("big screen phone").accessory).toBe(false);
  });

  it("with a digit: accessories get 0.2 of their weight, a product missing a term keeps 30%, the minimum is 10", async () => {
    const result = await scores(
      [item("Zeta 5", { parentCategory: "Phone" }), item("Zeta 5 Case", { parentCategory: "Cover" }), item("Zeta 6", { parentCategory: "Phone" })],
      "zeta 5",
    );
    expect(result).toEqual([["Zeta 5", (25 * 3 * 1.5 + 25 * 3 + 1000) * 10]]);
    // Nothing has a 9: every product keeps 30% and they are ranked among themselves.
    expect(await scores([item("Zeta Max", { parentCategory: "Phone" }), item("Zeta Mini Pro", { parentCategory: "Phone" })], "zeta 9")).toEqual([
      ["Zeta Max", 25 * 3 * 1.5 * 10 * 0.3],
      ["Zeta Mini Pro", 25 * 3 * 1.5 * 10 * 0.3],
    ]);
    const accessory = await SearchIndex.build([item("Zeta 5 Case", { parentCategory: "Cover" })]);
    expect(accessory.rank(parseQuery("zeta 5")).all().scores).toEqual([(25 * 3 * 1.5 + 25 * 3 + 200) * 0.4]);
  });

  it("drops scores under 5 (10 with digits) and, with digits, under 30% of the best", async () => {
    const plain = parseQuery("zeta");
    const digits = parseQuery("zeta 5");
    expect([passesCutoffs(plain, 5, 1000), passesCutoffs(plain, 4.99, 5)]).toEqual([true, false]);
    expect([passesCutoffs(digits, 10, 10), passesCutoffs(digits, 9.99, 9.99)]).toEqual([true, false]);
    expect([passesCutoffs(digits, 30, 100), passesCutoffs(digits, 29.9, 100), passesCutoffs(plain, 29.9, 100)]).toEqual([true, false, true]);
    // A near match in a cover's description: 3 × 0.7 × 2 = 4.2, under 5.
    const weak = await scores([item("Acme Galaxy"), item("Grip", { parentCategory: "Cover", description: "fits a galaxy" })], "galxy");
    expect(weak.map(([name]) => name)).toEqual(["Acme Galaxy"]);
    // The 30% cut: an ordered run, (75 + 75 + 200) × 10 = 3500, is under 30% of an exact name's 11875.
    const cut = await scores([item("Zeta 5", { parentCategory: "Phone" }), item("Acme Zeta 5 Pro", { parentCategory: "Phone" })], "zeta 5");
    expect(cut.map(([name]) => name)).toEqual(["Zeta 5"]);
  });

  it("reads plurals as the same word, looks in compatible models, and breaks ties by the shorter name", async () => {
    // "phones" names the product's category, which lifts its weight to 20 (decision 020).
    expect(await scores([item("Acme One", { parentCategory: "Phone" })], "phones")).toEqual([["Acme One", (4 * 3 + 100) * 20]]);
    const cover = item("Acme Case (Zeta 14)", { parentCategory: "Cover", model: ["Zeta 14", "Zeta 13"] });
    expect((await scores([cover], "zeta 13 case")).map(([name]) => name)).toEqual(["Acme Case (Zeta 14)"]);
    const tied = await scores([item("Zeta Acme Long"), item("Zeta Acme")], "zeta acme");
    expect(tied.map(([name]) => name)).toEqual(["Zeta Acme", "Zeta Acme Long"]);
  });
});

describe("search index on the demo catalogue", () => {
  const demo: IndexedProduct[] = demoIndexedProducts();

  it("scores every product exactly as the reference scorer does", async () => {
    const index = await SearchIndex.build(demo);
    const queries = ["iphone 15", "galaxy s24 case", "galxy", "samsung phone black", "charger 65w", "smasung", "pro", "airpods", "redmi note 13 pro+"];
    for (const text of queries) {
      const query = parseQuery(text);
      const nearAllowed = query.alternatives.map((alternatives) => index.nearAllowed(alternatives));
      const reference = demo
        .map((p) => ({ id: p._id, score: scoreDocument(query, searchDocument(p), categoryWeightOf(p), nearAllowed) }))
        .filter((r) => r.score > 0);
      const best = Math.max(...reference.map((r) => r.score));
      const expected = new Map(reference.filter((r) => passesCutoffs(query, r.score, best)).map((r) => [r.id, r.score]));
      const ranking = index.rank(query).all();
      expect(new Set(ranking.ids), text).toEqual(new Set(expected.keys()));
      ranking.ids.forEach((id, k) => expect(ranking.scores[k]).toBeCloseTo(expected.get(id)!, 6));
      for (let k = 1; k < ranking.scores.length; k++) expect(ranking.scores[k]!).toBeLessThanOrEqual(ranking.scores[k - 1]! + 1e-6);
    }
  });
});

describe("search API on the seeded catalogue (PGlite)", () => {
  let t: TestApp;
  let search: SearchService;
  const get = (url: string) => t.app.inject({ url });
  beforeAll(async () => {
    t = await createTestApp("pglite");
    search = t.app.services.search;
  });
  afterAll(() => t.close());

  type Results = { results: (Product & { score: number })[]; total: number };
  const find = async (q: string, limit?: number) =>
    (await get(`/api/predict/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ""}`)).json<Results>();

  it("ranks iPhone 15 first for 'iphone 15', with scores and never the cost price", async () => {
    const response = await get("/api/predict/search?q=iphone%2015");
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("costPrice");
    const { results, total } = response.json<Results>();
    expect(results[0]!.modelName).toBe("iPhone 15");
    expect(total).toBe(results.length);
    const ordered = results.map((r) => r.score);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
  });

  it("prefers covers for 'galaxy s24 case', finds Galaxy phones through a typo, ignores stop words", async () => {
    const cases = await find("galaxy s24 case");
    expect(cases.results.length).toBeGreaterThan(0);
    expect(cases.results.every((p) => p.parentCategory === "Cover")).toBe(true);
    const typo = await find("galxy");
    expect(typo.results[0]!.name).toMatch(/^Samsung Galaxy/);
    expect((await find("case for the iphone 15")).results.map((p) => p._id)).toEqual((await find("case iphone 15")).results.map((p) => p._id));
    expect(await find("the and by")).toEqual({ results: [], total: 0 });
  });

  it("limits results to 12 by default and to `limit`, and refuses a bad limit or query", async () => {
    const samsung = await find("samsung");
    expect(samsung.results).toHaveLength(12);
    expect(samsung.total).toBeGreaterThan(12);
    expect((await find("samsung", 3)).results).toHaveLength(3);
    const bad = ["q=x&limit=0", "q=x&limit=51", "q=x&limit=ten", `q=${"a".repeat(201)}`].map((query) => `/api/predict/search?${query}`);
    for (const url of bad) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("suggests up to 5 whole product names for what is typed, never a fragment, nothing for an empty box", async () => {
    const names = new Set((await t.app.services.catalog.current()).products.map((p) => p.name));
    const suggest = async (q: string) => (await get(`/api/predict/suggest?q=${encodeURIComponent(q)}`)).json<{ suggestions: string[] }>().suggestions;
    for (const typed of ["galaxy s", "sam", "samsung", "iph", "charg", "noise c", "mobile cover", "ghadi", "मोबाइल"]) {
      const suggestions = await suggest(typed);
      expect(suggestions.length, typed).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      for (const name of suggestions) expect(names.has(name), `${typed} → ${name}`).toBe(true);
      expect(new Set(suggestions).size).toBe(suggestions.length);
    }
    // Descriptions say "Samsung's …": a suggestion is a product's name, not a phrase cut from text.
    expect((await suggest("samsung")).every((name) => name.startsWith("Samsung "))).toBe(true);
    expect(await suggest("galaxy s")).toEqual(expect.arrayContaining([expect.stringMatching(/^Samsung Galaxy S/)]));
    expect((await suggest("iph"))[0]).toMatch(/^Apple iPhone/);
    expect((await get("/api/predict/suggest?q=")).json()).toEqual({ suggestions: [] });
    expect((await get("/api/predict/suggest")).json()).toEqual({ suggestions: [] });
    expect((await get("/api/predict/suggest?q=zzzzqq")).json()).toEqual({ suggestions: [] });
    expect((await get(`/api/predict/suggest?q=${"a".repeat(101)}`)).statusCode).toBe(400);
  });

  it("names each search answer by an ETag that a repeat can revalidate (304), and that moves with the request and the stock", async () => {
    const url = "/api/predict/search?q=galaxy%20s24";
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"s.+"$/);
    const again = await t.app.inject({ url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await get(`${url}&limit=5`)).headers.etag).not.toBe(etag);
    expect((await get("/api/predict/search?q=galaxy%20s23")).headers.etag).not.toBe(etag);
    const top = first.json<Results>().results[0]!;
    await t.database.db
      .update(productsTable)
      .set({ stock: top.stock + 1 })
      .where(eq(productsTable.id, top._id));
    await t.app.services.catalog.reload();
    try {
      const moved = await t.app.inject({ url, headers: { "if-none-match": etag } });
      expect(moved.statusCode).toBe(200);
      expect(moved.headers.etag).not.toBe(etag);
      expect(moved.json<Results>().results[0]!.stock).toBe(top.stock + 1);
    } finally {
      await t.database.db.update(productsTable).set({ stock: top.stock }).where(eq(productsTable.id, top._id));
      await t.app.services.catalog.reload();
    }
  });

  it("ranks products out of stock after those in stock, in search, suggestions and the listing's ?search=", async () => {
    const query = "galaxy s24";
    const before = (await find(query)).results;
    expect(before.length).toBeGreaterThan(2);
    const top = before[0]!;
    expect(top.stock).toBeGreaterThan(0);
    await t.database.db.update(productsTable).set({ stock: 0 }).where(eq(productsTable.id, top._id));
    await t.app.services.catalog.reload();
    try {
      const after = (await find(query)).results;
      expect(after.map((p) => p._id).sort()).toEqual(before.map((p) => p._id).sort());
      const firstSoldOut = after.findIndex((p) => p.stock === 0);
      expect(firstSoldOut).toBeGreaterThan(0);
      expect(after.slice(firstSoldOut).every((p) => p.stock === 0)).toBe(true);
      // Among the in-stock ones the score order holds.
      const inStock = after.slice(0, firstSoldOut).map((p) => p.score);
      expect(inStock).toEqual([...inStock].sort((a, b) => b - a));
      const listing = (await get(`/api/products?search=${encodeURIComponent(query)}&limit=50`)).json<{ items: { _id: string; stock: number }[] }>();
      const listed = listing.items.map((p) => p._id);
      expect(listed.indexOf(top._id)).toBeGreaterThan(listed.indexOf(after[0]!._id));
      expect(listing.items.slice(listed.indexOf(top._id)).every((p) => p.stock === 0)).toBe(true);
      expect((await get(`/api/predict/suggest?q=${encodeURIComponent(query)}`)).json().suggestions[0]).not.toBe(top.name);
    } finally {
      await t.database.db.update(productsTable).set({ stock: top.stock }).where(eq(productsTable.id, top._id));
      await t.app.services.catalog.reload();
    }
  });

  it("gives the listing's ?search= pages in relevance order from the top-k: the same pages and total as ranking every match", async () => {
    const snapshot = await t.app.services.catalog.current();
    for (const query of ["samsung", "iphone 15", "cover", "galxy", "mobile ko cover", "charger 65w", "zzqqxxyy"]) {
      for (const [page, limit] of [
        [1, 24],
        [2, 10],
        [3, 7],
        [1, 100],
      ] as const) {
        const url = `/api/products?search=${encodeURIComponent(query)}&page=${page}&limit=${limit}`;
        const listed = (await get(url)).json();
        const filters = productListingQuerySchema.parse({ search: query, page, limit });
        const everything = snapshot.list(filters, await t.app.services.search.rank(query));
        expect(listed, url).toEqual(JSON.parse(JSON.stringify(everything)));
      }
    }
  });

  it("follows catalogue changes: a renamed product is found by its new name, stock is always current", async () => {
    const [before] = (await find("iphone 15")).results;
    await t.database.db.update(productsTable).set({ name: "Apple iPhone 15 Zephyrblue", stock: 7 }).where(eq(productsTable.id, before!._id));
    await t.app.services.catalog.reload();
    await search.warm();
    const [renamed] = (await find("zephyrblue")).results;
    expect(renamed).toMatchObject({ _id: before!._id, stock: 7 });
    expect((await get("/api/predict/suggest?q=zephyr")).json().suggestions).toEqual(["Apple iPhone 15 Zephyrblue"]);
    expect(await search.rank("zephyrblue")).toEqual([before!._id]);
  });
});
