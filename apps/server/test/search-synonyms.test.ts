import { describe, expect, it } from "vitest";
import { SearchIndex, type IndexedProduct } from "../src/modules/search/search-index.js";
import { parseQuery } from "../src/modules/search/search-scoring.js";
import { SYNONYM_ROWS, expandSynonyms } from "../src/modules/search/search-synonyms.js";
import { tokenize } from "../src/modules/search/search-text.js";
import { demoIndexedProducts } from "./search-helpers.js";

const demo: IndexedProduct[] = demoIndexedProducts();
const byId = new Map(demo.map((p) => [p._id, p]));
const index = await SearchIndex.build(demo);

/** The best `n` demo products for a query. */
function top(query: string, n = 5): IndexedProduct[] {
  return index
    .rank(parseQuery(query))
    .top(n)
    .ids.map((id) => byId.get(id)!);
}

describe("Nepali text normalisation (decision 020)", () => {
  it("reads nukta, chandrabindu, long/short vowels, zero-width joiners and a final virama alike", () => {
    expect(tokenize("फ़ोन")).toEqual(tokenize("फोन"));
    expect(tokenize("घड़ी")).toEqual(tokenize("घडी"));
    expect(tokenize("घडि")).toEqual(tokenize("घडी"));
    expect(tokenize("नयाँ")).toEqual(tokenize("नयां"));
    expect(tokenize("मो\u200dबा\u200cइल")).toEqual(tokenize("मोबाइल"));
    expect(tokenize("ल्यापटप्")).toEqual(tokenize("ल्यापटप"));
    expect(tokenize("लैपटॉप")).toEqual(tokenize("लैपटोप"));
    // Vowel signs stay part of the word: मोबाइल is one word, not three.
    expect(tokenize("मोबाइल कभर")).toHaveLength(2);
    expect(tokenize("Café Crème")).toEqual(["cafe", "creme"]);
  });
});

describe("synonym table (search-synonyms.ts)", () => {
  it("turns every phrase of every row into the row's terms", () => {
    for (const row of SYNONYM_ROWS) {
      for (const say of row.says) {
        const terms = expandSynonyms(tokenize(say));
        expect(
          terms.map((alternatives) => [...alternatives].sort()),
          say,
        ).toEqual(row.means.map((alternatives) => [...alternatives].sort()));
      }
    }
  });

  it("keeps the typed word first when it is one of the meanings, and drops Nepali filler words", () => {
    expect(parseQuery("case").alternatives).toEqual([["case", "cover"]]);
    expect(parseQuery("mobile ko cover").terms).toEqual(["cover"]);
    expect(parseQuery("chargerko tar").alternatives).toEqual([
      ["charger", "adapter"],
      ["cable", "wire"],
    ]);
    expect(parseQuery("मोबाइलको कभर").terms).toEqual(["cover"]);
    expect(parseQuery("sasto mobile").terms).toEqual(["mobile"]);
    // Filler alone is kept: "ma" may be the start of "macbook".
    expect(parseQuery("ma").terms).toEqual(["ma"]);
    expect(parseQuery("iphone 15").alternatives).toEqual([["iphone"], ["15"]]);
    expect(parseQuery("mobile cover").accessory).toBe(true);
    expect(parseQuery("ghadi").accessory).toBe(false);
    expect(parseQuery("chargerko tar").accessory).toBe(true);
  });
});

describe("local words find the right products in the demo catalogue", () => {
  const cases: [string, string][] = [
    ["mobile", "Phone"],
    ["phone", "Phone"],
    ["smartphone", "Phone"],
    ["मोबाइल", "Phone"],
    ["मोबाईल", "Phone"],
    ["फोन", "Phone"],
    ["फ़ोन", "Phone"],
    ["मो\u200dबाइल", "Phone"],
    ["earphone", "Earbud"],
    ["earbuds", "Earbud"],
    ["headphone", "Earbud"],
    ["headphones", "Earbud"],
    ["airpods", "Earbud"],
    ["इयरफोन", "Earbud"],
    ["ईयरफोन", "Earbud"],
    ["हेडफोन", "Earbud"],
    ["charger head", "Charger"],
    ["adapter", "Charger"],
    ["charger", "Charger"],
    ["चार्जर", "Charger"],
    ["chargerko tar", "Charger"],
    ["cover", "Cover"],
    ["case", "Cover"],
    ["back cover", "Cover"],
    ["mobile cover", "Cover"],
    ["mobile ko cover", "Cover"],
    ["कभर", "Cover"],
    ["कवर", "Cover"],
    ["मोबाइलको कभर", "Cover"],
    ["screen guard", "Screen Protector"],
    ["tempered", "Screen Protector"],
    ["टेम्पर्ड", "Screen Protector"],
    ["ghadi", "Smartwatch"],
    ["घडी", "Smartwatch"],
    ["घड़ी", "Smartwatch"],
    ["smart watch", "Smartwatch"],
    ["ल्यापटप", "Laptop"],
    ["लैपटप", "Laptop"],
    ["स्पिकर", "Speaker"],
    ["स्पीकर", "Speaker"],
    ["पावर बैंक", "Powerbank"],
    ["पावरबैंक", "Powerbank"],
    ["powerbank", "Powerbank"],
  ];
  it.each(cases)("%s → %s", (query, category) => {
    const found = top(query);
    expect(found.length, query).toBeGreaterThan(0);
    expect(found.map((p) => p.parentCategory)).toEqual(found.map(() => category));
  });

  it("combines a Devanagari brand with a local word", () => {
    const found = top("सामसुङ मोबाइल");
    expect(found.every((p) => p.parentSubcategory === "Samsung" && p.parentCategory === "Phone")).toBe(true);
    expect(top("आइफोन कभर").every((p) => p.parentCategory === "Cover" && /iPhone/.test(p.name))).toBe(true);
    expect(top("iphone 15 ko cover", 3).every((p) => p.parentCategory === "Cover" && /iPhone 15/.test(p.name))).toBe(true);
  });

  it("leaves English product words as they were: a name still wins its own search", () => {
    expect(top("airpods pro", 1)[0]!.name).toMatch(/^Apple AirPods Pro/);
    expect(top("jbl flip", 1)[0]!.name).toMatch(/^JBL Flip/);
    expect(top("tempered glass iphone 16", 1)[0]!.name).toMatch(/Tempered Glass.*\(iPhone 16\)/);
  });
});
