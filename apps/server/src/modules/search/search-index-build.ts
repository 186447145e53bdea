import {
  FIELD_COUNT,
  NAME_FIELD,
  categoryHeadWord,
  categoryWeightOf,
  categoryWeightOfCategory,
  fieldTexts,
  type CategoryWeight,
  type SearchableProduct,
} from "./search-scoring.js";
import { buildNameOrder } from "./search-ranking.js";
import { hasDigit, letterMask, tokenize } from "./search-text.js";
import { TimeSlicer, sortInSlices } from "./time-slicer.js";

export type IndexedProduct = SearchableProduct & { _id: string };

/** The slots a word may be in: one per field, plus "the name or modelName starts with this word" (the ×1.5 rule). */
export const SLOTS = FIELD_COUNT + 1;
export const NAME_START_SLOT = FIELD_COUNT;

/** What a SearchIndex is made of; all of it immutable once built. */
export interface SearchIndexData {
  ids: readonly string[];
  weights: readonly CategoryWeight[];
  /** Head word of each distinct category (decision 020's named-category rule), and each product's category among them. */
  categoryHeads: readonly (string | undefined)[];
  categoryOf: Int32Array;
  /** Name and modelName words of each product (for the tiers): product p's name is [2p, 2p+1) of the bounds, its modelName [2p+1, 2p+2). */
  nameBounds: Int32Array;
  nameWords: Int32Array;
  vocabulary: ReadonlyMap<string, number>;
  wordList: readonly string[];
  /** Word ids in alphabetical order of their words, for word-start lookups. */
  sortedWords: Int32Array;
  /** Word ids without digits by length, the only candidates for near matches. */
  plainWordsByLength: ReadonlyMap<number, readonly number[]>;
  /** letterMask of each word (search-text.ts), to skip near-match candidates cheaply. */
  letterMasks: Int32Array;
  /**
   * Products having word w somewhere: wordProducts[wordStart[w] … wordStart[w + 1]), ascending,
   * each with the slots it has the word in (bit s of wordSlots for slot s).
   */
  wordStart: Int32Array;
  wordProducts: Int32Array;
  wordSlots: Uint16Array;
}

/**
 * Numbers the catalogue's words and lists, for each word, the products that have it and the
 * slots they have it in. With a slicer it pauses between slices so the server keeps answering
 * meanwhile.
 */
export async function buildSearchIndexData(given: readonly IndexedProduct[], slicer?: TimeSlicer): Promise<SearchIndexData> {
  // Index positions in name order: a position is its tie-break rank, and similar names (a
  // model's variants, colours, copies) sit in the same blocks, which the top-k bounds rely on.
  const byName = await buildNameOrder(
    given.map((p) => p.name),
    slicer,
  );
  const products = Array.from(byName, (i) => given[i]!);
  const vocabulary = new Map<string, number>();
  const wordList: string[] = [];
  const idOf = (word: string) => {
    let id = vocabulary.get(word);
    if (id === undefined) {
      id = wordList.length;
      vocabulary.set(word, id);
      wordList.push(word);
    }
    return id;
  };
  // (slot key, product) pairs, in product order; grown by doubling.
  let pairKeys = new Int32Array(1 << 16);
  let pairProducts = new Int32Array(1 << 16);
  let pairs = 0;
  let lastSeen = new Int32Array(1024).fill(-1);
  const nameBounds = new Int32Array(products.length * 2 + 1);
  const nameWords: number[] = [];
  const weights: CategoryWeight[] = [];
  // Texts many products share (categories, brands, descriptions, colours, models) are read once.
  const sharedIds = new Map<string, number[]>();
  const idsOf = (text: string) => {
    let ids = sharedIds.get(text);
    if (!ids) sharedIds.set(text, (ids = tokenize(text).map(idOf)));
    return ids;
  };
  const weightOfCategory = new Map<string, CategoryWeight | null>();
  const categoryNumber = new Map<string, number>();
  const categoryHeads: (string | undefined)[] = [];
  const categoryOf = new Int32Array(products.length);
  /** Product `pos` has word `id` in `slot` (once per product, however often the word occurs). */
  const addPair = (pos: number, id: number, slot: number) => {
    const key = id * SLOTS + slot;
    if (key >= lastSeen.length) {
      const grown = new Int32Array(Math.max(key + 1, lastSeen.length * 2)).fill(-1);
      grown.set(lastSeen);
      lastSeen = grown;
    }
    if (lastSeen[key] === pos) return;
    lastSeen[key] = pos;
    if (pairs === pairKeys.length) {
      pairKeys = grow(pairKeys);
      pairProducts = grow(pairProducts);
    }
    pairKeys[pairs] = key;
    pairProducts[pairs++] = pos;
  };
  for (let pos = 0; pos < products.length; pos++) {
    const product = products[pos]!;
    const texts = fieldTexts(product);
    nameBounds[2 * pos] = nameWords.length;
    for (let k = 0; k < texts[NAME_FIELD]!.length; k++) {
      if (k === 1) nameBounds[2 * pos + 1] = nameWords.length;
      const text = texts[NAME_FIELD]![k]!;
      const ids = tokenize(text).map(idOf);
      if (ids[0] !== undefined) addPair(pos, ids[0], NAME_START_SLOT);
      for (const id of ids) {
        nameWords.push(id);
        addPair(pos, id, NAME_FIELD);
      }
    }
    for (let field = NAME_FIELD + 1; field < FIELD_COUNT; field++) {
      for (const text of texts[field]!) for (const id of idsOf(text)) addPair(pos, id, field);
    }
    // The weight comes from the category's words unless they name no group (then from the name).
    let byCategory = weightOfCategory.get(product.parentCategory);
    if (byCategory === undefined) {
      byCategory = categoryWeightOfCategory(product.parentCategory) ?? null;
      weightOfCategory.set(product.parentCategory, byCategory);
    }
    weights.push(byCategory ?? categoryWeightOf(product));
    let category = categoryNumber.get(product.parentCategory);
    if (category === undefined) {
      category = categoryHeads.length;
      categoryNumber.set(product.parentCategory, category);
      categoryHeads.push(categoryHeadWord(product.parentCategory));
    }
    categoryOf[pos] = category;
    if ((pos & 31) === 0 && slicer?.due()) await slicer.pause();
  }
  nameBounds[products.length * 2] = nameWords.length;

  // Counting sort of the (word, slot) pairs by word; products stay in ascending order within a
  // word, and a product's slots for one word (all added while it was read) are OR-ed together.
  const wordOf = (k: number) => (pairKeys[k]! / SLOTS) | 0;
  const wordStart = new Int32Array(wordList.length + 1);
  const lastProduct = new Int32Array(wordList.length).fill(-1);
  for (let k = 0; k < pairs; k++) {
    const word = wordOf(k);
    if (lastProduct[word] === pairProducts[k]) continue;
    lastProduct[word] = pairProducts[k]!;
    wordStart[word + 1]!++;
  }
  for (let w = 1; w < wordStart.length; w++) wordStart[w]! += wordStart[w - 1]!;
  if (slicer?.due()) await slicer.pause();
  const cursor = wordStart.slice(0, -1);
  const wordProducts = new Int32Array(wordStart[wordList.length]!);
  const wordSlots = new Uint16Array(wordProducts.length);
  lastProduct.fill(-1);
  for (let k = 0; k < pairs; k++) {
    const word = wordOf(k);
    const bit = 1 << (pairKeys[k]! - word * SLOTS);
    if (lastProduct[word] === pairProducts[k]) {
      wordSlots[cursor[word]! - 1]! |= bit;
      continue;
    }
    lastProduct[word] = pairProducts[k]!;
    wordProducts[cursor[word]!] = pairProducts[k]!;
    wordSlots[cursor[word]!++] = bit;
    if ((k & 0xffff) === 0 && slicer?.due()) await slicer.pause();
  }

  const compareWords = (a: number, b: number) => (wordList[a]! < wordList[b]! ? -1 : wordList[a]! > wordList[b]! ? 1 : 0);
  const sortedWords = await sortInSlices(
    wordList.map((_, id) => id),
    compareWords,
    slicer,
  );
  const plainWordsByLength = new Map<number, number[]>();
  wordList.forEach((word, id) => {
    if (hasDigit(word)) return;
    const group = plainWordsByLength.get(word.length) ?? [];
    group.push(id);
    plainWordsByLength.set(word.length, group);
  });
  return {
    ids: products.map((p) => p._id),
    weights,
    categoryHeads,
    categoryOf,
    nameBounds,
    nameWords: Int32Array.from(nameWords),
    vocabulary,
    wordList,
    sortedWords: Int32Array.from(sortedWords),
    plainWordsByLength,
    letterMasks: Int32Array.from(wordList, letterMask),
    wordStart,
    wordProducts,
    wordSlots,
  };
}

function grow(array: Int32Array): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}
