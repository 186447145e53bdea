import {
  FIELD_COUNT,
  MIN_PREFIX,
  NAME_FIELD,
  PARTIAL,
  TIER_EXACT_NAME,
  TIER_ORDERED_RUN,
  TIER_ALL_TERMS,
  WHOLE_WORD,
  effectiveCategoryWeight,
  fieldContribution,
  finishScore,
  nameTier,
  namesCategory,
  passesCutoffs,
  termMatch,
  type CategoryWeight,
  type ParsedQuery,
} from "./search-scoring.js";
import { NAME_START_SLOT, SLOTS, buildSearchIndexData, type IndexedProduct, type SearchIndexData } from "./search-index-build.js";
import { Ranking } from "./search-ranking.js";
import {
  BLOCK_ALL_WHOLE,
  BLOCK_ANY_WHOLE,
  BLOCK_ANY_WHOLE_NAME,
  BLOCK_BITS,
  BLOCK_SIZE,
  SCORE_STEPS,
  TopSelector,
  type MaskTable,
  type TermList,
} from "./search-term-lists.js";
import { bitCount, letterMask, maxEdits } from "./search-text.js";
import type { TimeSlicer } from "./time-slicer.js";

export type { IndexedProduct } from "./search-index-build.js";

/** Match strengths as small codes, ordered like their factors, so "best" is a max of codes. */
const FACTOR_OF_CODE: readonly number[] = [0, 0.4, 0.7, PARTIAL, WHOLE_WORD];
const CODES = FACTOR_OF_CODE.length;
const WHOLE_CODE = CODES - 1;
const PARTIAL_CODE = FACTOR_OF_CODE.indexOf(PARTIAL);
function codeOf(factor: number): number {
  return FACTOR_OF_CODE.indexOf(factor);
}
/** fieldContribution for every (name starts with the term?, field, code), looked up per product. */
const CONTRIBUTION = Float64Array.from({ length: 2 * FIELD_COUNT * CODES }, (_, k) =>
  fieldContribution(Math.floor(k / CODES) % FIELD_COUNT, FACTOR_OF_CODE[k % CODES]!, k >= FIELD_COUNT * CODES),
);
/**
 * Per query term, a table with one entry per product and slot (each field, and the name start),
 * so scoring a product reads one short run per term. An entry holds the query's tag above the
 * code (tag·8 + code): entries left by earlier queries read as 0, so the tables never need
 * clearing (only when the 13-bit tag wraps around).
 */
const CODE_BITS = 3;
const CODE_MASK = (1 << CODE_BITS) - 1;
const MAX_TAG = (1 << (16 - CODE_BITS)) - 1;
const RANKING_CACHE_SIZE = 256;
/** A term list shorter than this is put in index order by a sort, a longer one through a bitset. */
const SORTED_LIST_MAX = 256;
/** Memory the per-term lists may hold before the least recently used are dropped (by default). */
const TERM_CACHE_BYTES = 64 * 1024 * 1024;

export interface SearchIndexOptions {
  /** The term lists' memory budget in bytes (tests make it tiny, so that lists are dropped). */
  termCacheBytes?: number;
}

/** The best results of a query and how many products match it in all (after the cut-offs). */
export interface TopResults {
  /** Index positions, best first (in stock before sold out, then by score, then by name). */
  positions: number[];
  scores: number[];
  total: number;
}

interface WordMatch {
  word: number;
  code: number;
}

/** `array` with `value` at `length`, doubled first when full (scratch lists reused across queries). */
function appended(array: Int32Array<ArrayBuffer>, length: number, value: number): Int32Array<ArrayBuffer> {
  let target = array;
  if (length === array.length) {
    target = new Int32Array(Math.max(1, length * 2));
    target.set(array);
  }
  target[length] = value;
  return target;
}

/** Per block a query touches (by slot, in the order first touched): what topBlocks works out about it. */
class BlockScratch {
  readonly block: Int32Array;
  /** Per slot and term, the block's index in that term's list, or −1. */
  readonly listBlock: Int32Array;
  readonly present: Uint8Array;
  readonly flags: Uint8Array;
  readonly unionLo: Uint32Array;
  readonly unionHi: Uint32Array;
  readonly bothLo: Uint32Array;
  readonly bothHi: Uint32Array;
  readonly maxSum: Float64Array;
  readonly minSum: Float64Array;
  readonly minOne: Float64Array;
  readonly lowerBoth: Float64Array;
  readonly upperBoth: Float64Array;
  readonly lowerRest: Float64Array;
  readonly upperRest: Float64Array;
  readonly upper: Float64Array;
  /** A max-heap of slots by (upper bound descending, block ascending), and the slots taken from it in that order. */
  private readonly heap: Int32Array;
  private readonly taken: Int32Array;
  private heapSize = 0;
  private takenCount = 0;

  constructor(
    readonly slots: number,
    readonly terms: number,
  ) {
    this.block = new Int32Array(slots);
    this.listBlock = new Int32Array(slots * terms);
    this.present = new Uint8Array(slots);
    this.flags = new Uint8Array(slots);
    this.unionLo = new Uint32Array(slots);
    this.unionHi = new Uint32Array(slots);
    this.bothLo = new Uint32Array(slots);
    this.bothHi = new Uint32Array(slots);
    this.maxSum = new Float64Array(slots);
    this.minSum = new Float64Array(slots);
    this.minOne = new Float64Array(slots);
    this.lowerBoth = new Float64Array(slots);
    this.upperBoth = new Float64Array(slots);
    this.lowerRest = new Float64Array(slots);
    this.upperRest = new Float64Array(slots);
    this.upper = new Float64Array(slots);
    this.heap = new Int32Array(slots);
    this.taken = new Int32Array(slots);
  }

  /** Orders slots 0 … count − 1 by their upper bounds, lazily: only as far as nth() is asked. */
  order(count: number): void {
    for (let i = 0; i < count; i++) this.heap[i] = i;
    this.heapSize = count;
    this.takenCount = 0;
    for (let i = (count >>> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  /** The slot with the nth largest upper bound (ties: lower block first), or −1 past the last. */
  nth(n: number): number {
    const { heap, taken } = this;
    while (this.takenCount <= n && this.heapSize > 0) {
      taken[this.takenCount++] = heap[0]!;
      heap[0] = heap[--this.heapSize]!;
      this.siftDown(0);
    }
    return n < this.takenCount ? taken[n]! : -1;
  }

  private before(a: number, b: number): boolean {
    const { upper } = this;
    return upper[a]! > upper[b]! || (upper[a] === upper[b] && this.block[a]! < this.block[b]!);
  }

  private siftDown(from: number): void {
    const { heap } = this;
    const size = this.heapSize;
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const child = left + 1 < size && this.before(heap[left + 1]!, heap[left]!) ? left + 1 : left;
      if (!this.before(heap[child]!, heap[at]!)) return;
      const swap = heap[at]!;
      heap[at] = heap[child]!;
      heap[child] = swap;
      at = child;
    }
  }
}

/**
 * The catalogue's words, built once per catalogue text (search-service.ts decides when). Words
 * are numbered; for every word the index lists the products that have it, with the fields it is
 * in, by index position (positions follow name order, the tie-break). A query looks up the words
 * each term matches (whole, word start, near), makes each term's list of products from theirs,
 * and so touches only products that share a word with the query, never the whole catalogue.
 * Scores come from search-scoring.ts.
 */
export class SearchIndex {
  private readonly rankings = new Map<string, Ranking>();
  // Scratch reused by every query (queries run one at a time on the event loop).
  private readonly slotCodes: Uint16Array[] = [];
  private tag = 0;
  private readonly stamps: Uint32Array;
  private stamp = 0;
  private readonly scoreOf: Float64Array;
  private readonly termLists = new Map<string, TermList>();
  private termBytes = 0;
  private packedSlots: Uint16Array | undefined;
  private readonly maskTables = new Map<number, MaskTable>();
  private touched = new Int32Array(1024);
  private readonly termCacheBytes: number;
  // Scratch of the top-k and the list ranking, grown as needed (queries run one at a time).
  private candidates = new Int32Array(1024);
  private candidateScores = new Float64Array(1024);
  private matchedTerms: Uint8Array | undefined;
  private positionBits: Uint32Array | undefined;
  private orderedScratch = new Int32Array(1024);
  private wholeTerms: Uint8Array | undefined;
  /**
   * Weight classes: products whose category weight is the same in every query (same category,
   * same weight group). A query's weights are one number per class.
   */
  private readonly classOf: Int32Array;
  private readonly classes: { category: number; weight: CategoryWeight }[] = [];
  /** Per block of index positions, the weight classes of its products: [blockClassStart[b], blockClassStart[b + 1]) of blockClasses. */
  private readonly blockClassStart: Int32Array;
  private readonly blockClasses: Int32Array;
  /** Per block, bit L (L ≤ 31) set when one of its products has a name or modelName of L words (the exact-name tier needs L = terms). */
  private readonly blockLengths: Uint32Array;
  // Scratch of topBlocks per block touched by a query, grown as needed.
  private blockStamps: Uint32Array;
  private blockStamp = 0;
  private slotOfBlock: Int32Array;
  private blockScratch = new BlockScratch(0, 1);

  constructor(
    private readonly data: SearchIndexData,
    options: SearchIndexOptions = {},
  ) {
    this.termCacheBytes = options.termCacheBytes ?? TERM_CACHE_BYTES;
    this.stamps = new Uint32Array(data.ids.length);
    this.scoreOf = new Float64Array(data.ids.length);
    this.classOf = new Int32Array(data.ids.length);
    const classByCategory = new Map<number, Map<CategoryWeight, number>>();
    for (let pos = 0; pos < data.ids.length; pos++) {
      const category = data.categoryOf[pos]!;
      const weight = data.weights[pos]!;
      let byWeight = classByCategory.get(category);
      if (!byWeight) classByCategory.set(category, (byWeight = new Map()));
      let id = byWeight.get(weight);
      if (id === undefined) {
        id = this.classes.length;
        byWeight.set(weight, id);
        this.classes.push({ category, weight });
      }
      this.classOf[pos] = id;
    }
    const blockCount = (data.ids.length + BLOCK_SIZE - 1) >>> BLOCK_BITS;
    this.blockClassStart = new Int32Array(blockCount + 1);
    const blockClasses: number[] = [];
    this.blockLengths = new Uint32Array(blockCount);
    const { nameBounds } = data;
    for (let b = 0; b < blockCount; b++) {
      const seen = new Set<number>();
      for (let pos = b << BLOCK_BITS; pos < Math.min(data.ids.length, (b + 1) << BLOCK_BITS); pos++) {
        seen.add(this.classOf[pos]!);
        const nameLength = nameBounds[2 * pos + 1]! - nameBounds[2 * pos]!;
        const modelLength = nameBounds[2 * pos + 2]! - nameBounds[2 * pos + 1]!;
        this.blockLengths[b]! |= (1 << Math.min(31, nameLength)) | (1 << Math.min(31, modelLength));
      }
      blockClasses.push(...seen);
      this.blockClassStart[b + 1] = blockClasses.length;
    }
    this.blockClasses = Int32Array.from(blockClasses);
    this.blockStamps = new Uint32Array(blockCount);
    this.slotOfBlock = new Int32Array(blockCount);
  }

  /** Builds the index; with a slicer it pauses between slices so the server keeps answering. */
  static async build(products: readonly IndexedProduct[], slicer?: TimeSlicer, options?: SearchIndexOptions): Promise<SearchIndex> {
    return new SearchIndex(await buildSearchIndexData(products, slicer), options);
  }

  /**
   * A stamp no product has (stamps[pos] === stamp marks "seen in this pass"); `count` consecutive
   * ones are returned as the first of them, cleared together when the counter would wrap.
   */
  private nextStamps(count = 1): number {
    if (this.stamp + count > 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
    const first = this.stamp + 1;
    this.stamp += count;
    return first;
  }

  /** Product ids by index position (what Ranking positions refer to). */
  get ids(): readonly string[] {
    return this.data.ids;
  }

  get size(): number {
    return this.data.ids.length;
  }

  /** True when the term is a word, or the start of one, somewhere in the catalogue (then no near matches). */
  isKnown(term: string): boolean {
    if (this.data.vocabulary.has(term)) return true;
    if (term.length < MIN_PREFIX) return false;
    const [from, to] = this.prefixRange(term);
    return from < to;
  }

  /** True when a term with these alternatives may match near words (see search-scoring.ts). */
  nearAllowed(alternatives: readonly string[]): boolean {
    return !this.isKnown(alternatives[0]!) && !alternatives.some((word) => this.data.vocabulary.has(word));
  }

  /** Every matching product in score order, after the cut-offs (cached per query). */
  rank(query: ParsedQuery): Ranking {
    const cached = this.rankings.get(query.key);
    if (cached) {
      this.rankings.delete(query.key);
      this.rankings.set(query.key, cached);
      return cached;
    }
    const ranking = this.rankFromLists(query);
    if (this.rankings.size >= RANKING_CACHE_SIZE) this.rankings.delete(this.rankings.keys().next().value!);
    this.rankings.set(query.key, ranking);
    return ranking;
  }

  /**
   * The best `limit` results and the exact total, without scoring every match when bounds allow
   * (decision 020, "Blocks"): the same answer as rank(query).top(limit, soldOut) and .total, which
   * the tests hold it to. Score bounds per block of 64 index positions decide which products are
   * scored at all (topBlocks).
   */
  top(query: ParsedQuery, limit: number, soldOut: Uint8Array): TopResults {
    if (query.terms.length === 0) return { positions: [], scores: [], total: 0 };
    const cached = this.rankings.get(query.key);
    if (cached) return this.fromRanking(cached, limit, soldOut);
    const lists = query.alternatives.map((alternatives) => this.termList(alternatives));
    const named = this.data.categoryHeads.map((head) => namesCategory(query, head));
    const weights = this.classes.map(({ category, weight }) => effectiveCategoryWeight(weight, query, named[category]!));
    return this.topBlocks(query, lists, weights, limit, soldOut);
  }

  private fromRanking(ranking: Ranking, limit: number, soldOut: Uint8Array): TopResults {
    const best = ranking.top(limit, soldOut);
    return { positions: best.positions, scores: best.scores, total: ranking.total };
  }

  /** The term's list from the cache, else built from the word lists (and the cache trimmed). */
  private termList(alternatives: readonly string[]): TermList {
    const key = alternatives.join("|");
    let list = this.termLists.get(key);
    if (list) {
      this.termLists.delete(key);
    } else {
      list = this.buildTermList(alternatives);
      this.termBytes += list.bytes;
    }
    this.termLists.set(key, list);
    this.trimTermLists();
    return list;
  }

  private trimTermLists(): void {
    while (this.termBytes > this.termCacheBytes && this.termLists.size > 1) {
      const [oldest, list] = this.termLists.entries().next().value!;
      this.termLists.delete(oldest);
      this.termBytes -= list.bytes;
    }
  }

  /**
   * collect() and the per-term half of score() for one term, kept as a list: the products of the
   * words it matches (one word's list as it is, several merged), each product's slots packed as a
   * mask per match code, and its subtotal and flags read from the code pair's MaskTable.
   */
  private buildTermList(alternatives: readonly string[]): TermList {
    const n = this.data.ids.length;
    const matched = this.matchWords(alternatives);
    let high = 0;
    let low = 0;
    for (const { code } of matched) if (code > high) high = code;
    for (const { code } of matched) if (code < high && code > low) low = code;
    if (matched.some(({ code }) => code !== high && code !== low)) throw new Error("a term matches words with more than two strengths");
    const table = this.maskTable(high, low);
    const { wordStart, wordProducts, wordSlots } = this.data;
    // One word (most terms): its list is the term's, in index order already, with its slots at
    // `single`; else the merged products' masks are in `packed` by position.
    const single = matched.length === 1 ? wordStart[matched[0]!.word]! : -1;
    const packed = (this.packedSlots ??= new Uint16Array(n));
    let ordered: Int32Array;
    if (single >= 0) {
      ordered = wordProducts.subarray(single, wordStart[matched[0]!.word + 1]!);
    } else {
      const stamp = this.nextStamps();
      const { stamps } = this;
      let touched = this.touched;
      let count = 0;
      for (const { word, code } of matched) {
        const shift = code === high ? 0 : SLOTS;
        const end = wordStart[word + 1]!;
        for (let k = wordStart[word]!; k < end; k++) {
          const pos = wordProducts[k]!;
          if (stamps[pos] !== stamp) {
            stamps[pos] = stamp;
            packed[pos] = wordSlots[k]! << shift;
            touched = appended(touched, count++, pos);
          } else {
            packed[pos]! |= wordSlots[k]! << shift;
          }
        }
      }
      this.touched = touched;
      // In index order: a short list by sorting, a longer one through a scratch bitset (set, then
      // read and cleared word by word), which costs far less than sorting thousands of numbers.
      if (count < SORTED_LIST_MAX) {
        ordered = touched.subarray(0, count).sort();
      } else {
        const bits = (this.positionBits ??= new Uint32Array((n + 31) >>> 5));
        for (let i = 0; i < count; i++) bits[touched[i]! >>> 5]! |= 1 << (touched[i]! & 31);
        ordered = (this.orderedScratch = this.orderedScratch.length >= count ? this.orderedScratch : new Int32Array(2 * count)).subarray(0, count);
        for (let w = 0, k = 0; k < count; w++) {
          for (let word = bits[w]!; word !== 0; word &= word - 1) ordered[k++] = (w << 5) | (31 - Math.clz32(word & -word));
          bits[w] = 0;
        }
      }
    }
    const count = ordered.length;
    let blockCount = 0;
    for (let i = 0, last = -1; i < count; i++) {
      if (ordered[i]! >>> BLOCK_BITS !== last) {
        last = ordered[i]! >>> BLOCK_BITS;
        blockCount++;
      }
    }
    // All of the list in one buffer (one allocation, not ten: lists are made hundreds of times a
    // second), eight-byte numbers first so that every view is aligned.
    const own = single < 0 ? count : 0;
    const buffer = new ArrayBuffer(16 * blockCount + 4 * (own + 4 * blockCount + 1) + 2 * own + blockCount);
    let at = 0;
    const carve = <T>(View: new (buffer: ArrayBuffer, offset: number, length: number) => T, size: number, length: number): T => {
      const view = new View(buffer, at, length);
      at += size * length;
      return view;
    };
    const blockMax = carve(Float64Array, 8, blockCount);
    const blockMin = carve(Float64Array, 8, blockCount);
    const positions = own > 0 ? carve(Int32Array, 4, count) : ordered;
    if (own > 0) positions.set(ordered);
    const blocks = carve(Int32Array, 4, blockCount);
    const blockFrom = carve(Int32Array, 4, blockCount + 1);
    const blockLo = carve(Uint32Array, 4, blockCount);
    const blockHi = carve(Uint32Array, 4, blockCount);
    const masks = own > 0 ? carve(Uint16Array, 2, count) : wordSlots.subarray(single, single + count);
    const blockFlags = carve(Uint8Array, 1, blockCount);
    let k = -1;
    for (let i = 0; i < count; i++) {
      const pos = positions[i]!;
      let mask: number;
      if (own > 0) masks[i] = mask = packed[pos]!;
      else mask = masks[i]!;
      const subtotal = table.subtotals[mask]!;
      const flags = table.flags[mask]!;
      const block = pos >>> BLOCK_BITS;
      if (k < 0 || blocks[k] !== block) {
        blocks[++k] = block;
        blockFrom[k] = i;
        blockMax[k] = subtotal;
        blockMin[k] = subtotal;
        blockFlags[k] = BLOCK_ALL_WHOLE;
      }
      const bit = pos & (BLOCK_SIZE - 1);
      if (bit < 32) blockLo[k]! |= 1 << bit;
      else blockHi[k]! |= 1 << (bit - 32);
      if (subtotal > blockMax[k]!) blockMax[k] = subtotal;
      if (subtotal < blockMin[k]!) blockMin[k] = subtotal;
      if (flags & BLOCK_ANY_WHOLE) {
        blockFlags[k]! |= flags;
      } else {
        blockFlags[k]! &= ~BLOCK_ALL_WHOLE;
      }
    }
    blockFrom[blockCount] = count;
    const bytes = buffer.byteLength + 400;
    return { positions, masks, table, blocks, blockFrom, blockLo, blockHi, blockMax, blockMin, blockFlags, bytes };
  }

  /**
   * For a term whose words match with codes `high` and `low` (0: none), per packed mask (the slots
   * matched with `high` in bits 0–6, with `low` in bits 7–13), the term's subtotal, summed over
   * the fields in order as score() does, and its BLOCK_ANY_WHOLE / BLOCK_ANY_WHOLE_NAME flags.
   */
  private maskTable(high: number, low: number): MaskTable {
    const key = high * CODES + low;
    let table = this.maskTables.get(key);
    if (table) return table;
    const size = 1 << (2 * SLOTS);
    table = { subtotals: new Float64Array(size), flags: new Uint8Array(size) };
    for (let mask = 0; mask < size; mask++) {
      const codeAt = (slot: number) => ((mask >>> slot) & 1 ? high : (mask >>> (SLOTS + slot)) & 1 ? low : 0);
      const offset = codeAt(NAME_START_SLOT) >= PARTIAL_CODE ? FIELD_COUNT * CODES : 0;
      let subtotal = 0;
      let flags = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const code = codeAt(f);
        if (code === 0) continue;
        if (code === WHOLE_CODE) flags |= f === NAME_FIELD ? BLOCK_ANY_WHOLE | BLOCK_ANY_WHOLE_NAME : BLOCK_ANY_WHOLE;
        subtotal += CONTRIBUTION[offset + f * CODES + code]!;
      }
      table.subtotals[mask] = subtotal;
      table.flags[mask] = flags;
    }
    this.maskTables.set(key, table);
    return table;
  }

  /** The tier of a product whose every term is a whole word (as in score()). */
  private tierOf(pos: number, termWords: readonly number[]): number {
    const { nameBounds, nameWords } = this.data;
    const nameStart = nameBounds[2 * pos]!;
    const modelStart = nameBounds[2 * pos + 1]!;
    const modelEnd = nameBounds[2 * pos + 2]!;
    return Math.max(TIER_ALL_TERMS, nameTier(termWords, nameWords, nameStart, modelStart), nameTier(termWords, nameWords, modelStart, modelEnd));
  }

  /**
   * The best `limit` in stock (offered by `offer(selector, 0)`), then, if they are fewer, the best
   * sold out (`offer(selector, 1)`) after them: sold out ranks last (decision 020).
   */
  private select(limit: number, soldOut: Uint8Array, total: number, offer: (selector: TopSelector, wanted: number) => void): TopResults {
    const inStock = new TopSelector(limit);
    offer(inStock, 0);
    const positions = inStock.positions;
    const scores = inStock.scores;
    if (positions.length < limit && soldOut.length > 0) {
      const rest = new TopSelector(limit - positions.length);
      offer(rest, 1);
      positions.push(...rest.positions);
      scores.push(...rest.scores);
    }
    return { positions, scores, total };
  }

  /**
   * The top and total from per-block bounds (decision 020, "Blocks"). Index positions follow name
   * order, so products with similar names (variants, colours, copies) share blocks of 64. For
   * every block a term touches, its list keeps which positions, their largest and smallest
   * subtotal, and whether they are whole-word matches (in the name). Per block the query sums
   * them into bounds on its products' scores, separately for the products that match every term
   * (tier possible, no digit penalty) and the others. A block is then counted whole when its
   * lower bound passes the cut-offs, skipped when its upper bound fails them, and scored product
   * by product only in between; the top scores blocks in order of their upper bound and skips a
   * block that cannot reach the last kept score. Exact in every case: the bounds only decide
   * what is scored (the tests hold it to rankReference).
   */
  private topBlocks(query: ParsedQuery, lists: TermList[], weights: number[], limit: number, soldOut: Uint8Array): TopResults {
    const m = lists.length;
    const termWords = query.terms.map((term) => this.data.vocabulary.get(term) ?? -1);
    if (this.blockStamp === 0xffffffff) {
      this.blockStamps.fill(0);
      this.blockStamp = 0;
    }
    const stamp = ++this.blockStamp;
    const { blockStamps, slotOfBlock } = this;
    let slots = 0;
    for (const list of lists) slots += list.blocks.length;
    slots = Math.min(slots, blockStamps.length);
    if (this.blockScratch.slots < slots || this.blockScratch.terms < m) {
      this.blockScratch = new BlockScratch(Math.max(slots, this.blockScratch.slots), Math.max(m, this.blockScratch.terms));
    }
    const scratch = this.blockScratch;
    const { block, listBlock, present, flags, unionLo, unionHi, bothLo, bothHi, maxSum, minSum, minOne } = scratch;
    const { lowerBoth, upperBoth, lowerRest, upperRest, upper } = scratch;
    const stride = scratch.terms;
    let touched = 0;
    // Terms in query order, so each bound adds up in the order a product's score does.
    for (let t = 0; t < m; t++) {
      const list = lists[t]!;
      const { blocks, blockLo, blockHi, blockMax, blockMin, blockFlags } = list;
      for (let k = 0; k < blocks.length; k++) {
        const b = blocks[k]!;
        let slot: number;
        if (blockStamps[b] !== stamp) {
          blockStamps[b] = stamp;
          slot = touched++;
          slotOfBlock[b] = slot;
          block[slot] = b;
          listBlock.fill(-1, slot * stride, slot * stride + m);
          present[slot] = 0;
          flags[slot] = BLOCK_ANY_WHOLE | BLOCK_ALL_WHOLE | BLOCK_ANY_WHOLE_NAME;
          unionLo[slot] = 0;
          unionHi[slot] = 0;
          bothLo[slot] = 0xffffffff;
          bothHi[slot] = 0xffffffff;
          maxSum[slot] = 0;
          minSum[slot] = 0;
          minOne[slot] = Infinity;
        } else {
          slot = slotOfBlock[b]!;
        }
        listBlock[slot * stride + t] = k;
        present[slot]!++;
        flags[slot]! &= blockFlags[k]!;
        unionLo[slot]! |= blockLo[k]!;
        unionHi[slot]! |= blockHi[k]!;
        bothLo[slot]! &= blockLo[k]!;
        bothHi[slot]! &= blockHi[k]!;
        maxSum[slot]! += blockMax[k]!;
        minSum[slot]! += blockMin[k]!;
        if (blockMin[k]! < minOne[slot]!) minOne[slot] = blockMin[k]!;
      }
    }
    const { blockClassStart, blockClasses, blockLengths, classOf } = this;
    // Per slot: the products matching every term ("both") and the others ("rest"), each with
    // bounds on their scores; upper[slot] is the larger upper bound.
    for (let slot = 0; slot < touched; slot++) {
      const b = block[slot]!;
      let wMax = 0;
      let wMin = Infinity;
      for (let k = blockClassStart[b]!; k < blockClassStart[b + 1]!; k++) {
        const w = weights[blockClasses[k]!]!;
        if (w > wMax) wMax = w;
        if (w < wMin) wMin = w;
      }
      if (present[slot]! < m) {
        bothLo[slot] = 0;
        bothHi[slot] = 0;
      }
      let up = -1;
      if ((bothLo[slot]! | bothHi[slot]!) !== 0) {
        const f = flags[slot]!;
        const tier =
          f & BLOCK_ANY_WHOLE_NAME ? (m <= 31 && (blockLengths[b]! >>> m) & 1 ? TIER_EXACT_NAME : TIER_ORDERED_RUN) : f & BLOCK_ANY_WHOLE ? TIER_ALL_TERMS : 0;
        upperBoth[slot] = finishScore(query, maxSum[slot]!, true, tier, wMax);
        lowerBoth[slot] = finishScore(query, minSum[slot]!, true, f & BLOCK_ALL_WHOLE ? TIER_ALL_TERMS : 0, wMin);
        up = upperBoth[slot]!;
      } else {
        upperBoth[slot] = -1;
      }
      if (((unionLo[slot]! & ~bothLo[slot]!) | (unionHi[slot]! & ~bothHi[slot]!)) !== 0) {
        // These products each miss a term: when the block has every term, at most the sum of
        // all terms' maxima but one (the largest such sum), which keeps most of a digit query's
        // blocks clear of its relative cut-off.
        let restSum = maxSum[slot]!;
        if (present[slot] === m) {
          restSum = 0;
          for (let skip = 0; skip < m; skip++) {
            let sum = 0;
            for (let t = 0; t < m; t++) if (t !== skip) sum += lists[t]!.blockMax[listBlock[slot * stride + t]!]!;
            if (sum > restSum) restSum = sum;
          }
        }
        upperRest[slot] = finishScore(query, restSum, false, 0, wMax);
        // And each has at least the smallest subtotal of some term, or of every term whose
        // products in the block include them all (copies and variants match the same terms).
        const restLo = unionLo[slot]! & ~bothLo[slot]!;
        const restHi = unionHi[slot]! & ~bothHi[slot]!;
        let covered = 0;
        for (let t = 0; t < m; t++) {
          const k = listBlock[slot * stride + t]!;
          const list = lists[t]!;
          if (k >= 0 && (list.blockLo[k]! & restLo) === restLo && (list.blockHi[k]! & restHi) === restHi) covered += list.blockMin[k]!;
        }
        lowerRest[slot] = finishScore(query, covered > 0 ? covered : minOne[slot]!, false, 0, wMin);
        if (upperRest[slot]! > up) up = upperRest[slot]!;
      } else {
        upperRest[slot] = -1;
      }
      upper[slot] = up;
    }
    scratch.order(touched);

    const scored = this.nextStamps();
    const { stamps, scoreOf } = this;
    /** The exact score of the product at bit j of the block in `slot` (kept for the rest of the query). */
    const scoreAt = (slot: number, j: number): number => {
      const pos = (block[slot]! << BLOCK_BITS) | j;
      if (stamps[pos] === scored) return scoreOf[pos]!;
      let fieldScore = 0;
      let everyTerm = true;
      let allWhole = true;
      for (let t = 0; t < m; t++) {
        const k = listBlock[slot * stride + t]!;
        if (k < 0) {
          everyTerm = false;
          allWhole = false;
          continue;
        }
        const list = lists[t]!;
        let at: number;
        if (j < 32) {
          const bits = list.blockLo[k]!;
          if (((bits >>> j) & 1) === 0) {
            everyTerm = false;
            allWhole = false;
            continue;
          }
          at = list.blockFrom[k]! + bitCount(bits & ((1 << j) - 1));
        } else {
          const bits = list.blockHi[k]!;
          if (((bits >>> (j - 32)) & 1) === 0) {
            everyTerm = false;
            allWhole = false;
            continue;
          }
          at = list.blockFrom[k]! + bitCount(list.blockLo[k]!) + bitCount(bits & ((1 << (j - 32)) - 1));
        }
        const mask = list.masks[at]!;
        fieldScore += list.table.subtotals[mask]!;
        if ((list.table.flags[mask]! & BLOCK_ANY_WHOLE) === 0) allWhole = false;
      }
      const score = finishScore(query, fieldScore, everyTerm, allWhole ? this.tierOf(pos, termWords) : 0, weights[classOf[pos]!]!);
      stamps[pos] = scored;
      scoreOf[pos] = score;
      return score;
    };

    // With a digit, the relative cut-off needs the best score: the blocks that may hold it.
    let best = 0;
    if (query.hasDigit) {
      for (let i = 0, slot = scratch.nth(0); slot >= 0 && upper[slot]! > best; slot = scratch.nth(++i)) {
        for (let half = 0; half < 2; half++) {
          for (let bits = half === 0 ? unionLo[slot]! : unionHi[slot]!; bits !== 0; bits &= bits - 1) {
            const score = scoreAt(slot, (half << 5) | (31 - Math.clz32(bits & -bits)));
            if (score > best) best = score;
          }
        }
      }
    }
    // Per slot and part: all of it passes, none of it, or each product is scored.
    let total = 0;
    for (let slot = 0; slot < touched; slot++) {
      for (let part = 0; part < 2; part++) {
        const upperBound = part === 0 ? upperBoth[slot]! : upperRest[slot]!;
        if (upperBound < 0 || !passesCutoffs(query, upperBound, best)) continue;
        const lo = part === 0 ? bothLo[slot]! : unionLo[slot]! & ~bothLo[slot]!;
        const hi = part === 0 ? bothHi[slot]! : unionHi[slot]! & ~bothHi[slot]!;
        if (passesCutoffs(query, part === 0 ? lowerBoth[slot]! : lowerRest[slot]!, best)) {
          total += bitCount(lo) + bitCount(hi);
          continue;
        }
        for (let half = 0; half < 2; half++) {
          for (let bits = half === 0 ? lo : hi; bits !== 0; bits &= bits - 1) {
            if (passesCutoffs(query, scoreAt(slot, (half << 5) | (31 - Math.clz32(bits & -bits))), best)) total++;
          }
        }
      }
    }
    return this.select(limit, soldOut, total, (selector, wanted) => {
      for (let i = 0, slot = scratch.nth(0); slot >= 0; slot = scratch.nth(++i)) {
        const up = upper[slot]!;
        const base = block[slot]! << BLOCK_BITS;
        if (!passesCutoffs(query, up, best)) break;
        // Full, no block from here on can get in under the last kept score, nor at it when its
        // products all come after the last kept one by name (index positions are in name order).
        if (selector.full) {
          const steps = Math.round(up * SCORE_STEPS);
          const last = Math.round(selector.lastScore * SCORE_STEPS);
          if (steps < last || (steps === last && base > selector.positions[selector.positions.length - 1]!)) break;
        }
        for (let half = 0; half < 2; half++) {
          for (let bits = half === 0 ? unionLo[slot]! : unionHi[slot]!; bits !== 0; bits &= bits - 1) {
            const pos = base | (half << 5) | (31 - Math.clz32(bits & -bits));
            if ((soldOut[pos] ?? 0) !== wanted) continue;
            const score = scoreAt(slot, pos - base);
            if (passesCutoffs(query, score, best)) selector.offer(pos, score);
          }
        }
      }
    });
  }

  /**
   * The exhaustive ranking the way it was first written (word lists walked into per-term code
   * tables, every candidate scored): what rank() and top() are tested against. Not cached.
   */
  rankReference(query: ParsedQuery): Ranking {
    return this.compute(query);
  }

  /** Every match scored from the term lists: one pass over each list into per-product sums. */
  private rankFromLists(query: ParsedQuery): Ranking {
    if (query.terms.length === 0) return Ranking.EMPTY;
    const lists = query.alternatives.map((alternatives) => this.termList(alternatives));
    const named = this.data.categoryHeads.map((head) => namesCategory(query, head));
    const weights = this.classes.map(({ category, weight }) => effectiveCategoryWeight(weight, query, named[category]!));
    const termWords = query.terms.map((term) => this.data.vocabulary.get(term) ?? -1);
    const stamp = this.nextStamps();
    const { stamps, scoreOf } = this;
    const matchedTerms = (this.matchedTerms ??= new Uint8Array(this.data.ids.length));
    const wholeTerms = (this.wholeTerms ??= new Uint8Array(this.data.ids.length));
    let candidates = this.candidates;
    let count = 0;
    // Terms in query order, so each product's field score adds up as in score().
    for (const list of lists) {
      const { positions, masks, table } = list;
      for (let i = 0; i < positions.length; i++) {
        const pos = positions[i]!;
        if (stamps[pos] !== stamp) {
          stamps[pos] = stamp;
          scoreOf[pos] = 0;
          matchedTerms[pos] = 0;
          wholeTerms[pos] = 0;
          candidates = appended(candidates, count++, pos);
        }
        scoreOf[pos]! += table.subtotals[masks[i]!]!;
        matchedTerms[pos]!++;
        wholeTerms[pos]! += table.flags[masks[i]!]! & BLOCK_ANY_WHOLE;
      }
    }
    this.candidates = candidates;
    const terms = lists.length;
    if (this.candidateScores.length < count) this.candidateScores = new Float64Array(candidates.length);
    const scores = this.candidateScores;
    let bestScore = 0;
    for (let k = 0; k < count; k++) {
      const pos = candidates[k]!;
      const tier = wholeTerms[pos] === terms ? this.tierOf(pos, termWords) : 0;
      const score = finishScore(query, scoreOf[pos]!, matchedTerms[pos] === terms, tier, weights[this.classOf[pos]!]!);
      scores[k] = score;
      if (score > bestScore) bestScore = score;
    }
    let kept = 0;
    for (let k = 0; k < count; k++) {
      if (!passesCutoffs(query, scores[k]!, bestScore)) continue;
      candidates[kept] = candidates[k]!;
      scores[kept++] = scores[k]!;
    }
    return new Ranking(candidates.slice(0, kept), scores.slice(0, kept), this.data.ids);
  }

  private compute(query: ParsedQuery): Ranking {
    if (query.terms.length === 0) return Ranking.EMPTY;
    const codes = query.terms.map((_, t) => (this.slotCodes[t] ??= new Uint16Array(this.data.ids.length * SLOTS)));
    this.tag = this.tag === MAX_TAG ? 1 : this.tag + 1;
    if (this.tag === 1) for (const table of this.slotCodes) table.fill(0);
    const candidates = this.collect(
      query.alternatives.map((alternatives) => this.matchWords(alternatives)),
      codes,
    );
    const termWords = query.terms.map((term) => this.data.vocabulary.get(term) ?? -1);
    const named = Uint8Array.from(this.data.categoryHeads, (head) => (namesCategory(query, head) ? 1 : 0));
    let bestScore = 0;
    for (const pos of candidates) {
      const score = this.score(query, pos, codes, termWords, named);
      this.scoreOf[pos] = score;
      if (score > bestScore) bestScore = score;
    }
    const positions = new Int32Array(candidates.length);
    const scores = new Float64Array(candidates.length);
    let kept = 0;
    for (const pos of candidates) {
      if (!passesCutoffs(query, this.scoreOf[pos]!, bestScore)) continue;
      positions[kept] = pos;
      scores[kept++] = this.scoreOf[pos]!;
    }
    return new Ranking(positions.slice(0, kept), scores.slice(0, kept), this.data.ids);
  }

  /**
   * The words the term matches, each with its match code: whole, word start, else near; its
   * other alternatives (synonyms) as whole words only.
   */
  private matchWords(alternatives: readonly string[]): WordMatch[] {
    const term = alternatives[0]!;
    const matched: WordMatch[] = [];
    const exact = this.data.vocabulary.get(term);
    if (exact !== undefined) matched.push({ word: exact, code: WHOLE_CODE });
    for (let k = 1; k < alternatives.length; k++) {
      const word = this.data.vocabulary.get(alternatives[k]!);
      if (word !== undefined) matched.push({ word, code: WHOLE_CODE });
    }
    if (term.length >= MIN_PREFIX) {
      const [from, to] = this.prefixRange(term);
      for (let k = from; k < to; k++) {
        const word = this.data.sortedWords[k]!;
        if (word !== exact) matched.push({ word, code: PARTIAL_CODE });
      }
    }
    if (matched.length > 0) return matched;
    const max = maxEdits(term);
    const mask = letterMask(term);
    const { letterMasks } = this.data;
    for (let length = term.length - max; max > 0 && length <= term.length + max; length++) {
      for (const word of this.data.plainWordsByLength.get(length) ?? []) {
        if (bitCount(letterMasks[word]! ^ mask) > 2 * max) continue;
        const factor = termMatch(term, this.data.wordList[word]!, true);
        if (factor > 0) matched.push({ word, code: codeOf(factor) });
      }
    }
    return matched;
  }

  /** Positions in `sortedWords` of the words that start with `prefix`. */
  private prefixRange(prefix: string): [number, number] {
    const lowerBound = (key: string) => {
      let lo = 0;
      let hi = this.data.sortedWords.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.data.wordList[this.data.sortedWords[mid]!]! < key) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
  }

  /**
   * Walks the products of every matched word, keeping the best code per term and slot; returns
   * the products touched, in catalogue order (so scoring then reads memory front to back).
   */
  private collect(matched: WordMatch[][], codes: Uint16Array[]): number[] {
    const stamp = this.nextStamps();
    const { stamps, tag } = this;
    const { wordStart, wordProducts, wordSlots } = this.data;
    for (let t = 0; t < matched.length; t++) {
      const table = codes[t]!;
      for (const { word, code } of matched[t]!) {
        const value = (tag << CODE_BITS) | code;
        for (let k = wordStart[word]!; k < wordStart[word + 1]!; k++) {
          const pos = wordProducts[k]!;
          for (let slot = 0; slot < SLOTS; slot++) {
            if (((wordSlots[k]! >>> slot) & 1) === 0) continue;
            const at = pos * SLOTS + slot;
            const old = table[at]!;
            if (old >>> CODE_BITS !== tag || old < value) table[at] = value;
          }
          stamps[pos] = stamp;
        }
      }
    }
    const candidates: number[] = [];
    for (let pos = 0; pos < stamps.length; pos++) if (stamps[pos] === stamp) candidates.push(pos);
    return candidates;
  }

  /** combineScore (search-scoring.ts) for one product, with its lookups unrolled for speed. */
  private score(query: ParsedQuery, pos: number, codes: Uint16Array[], termWords: number[], named: Uint8Array): number {
    const { tag } = this;
    let fieldScore = 0;
    let matchesEveryTerm = true;
    let allWhole = true;
    for (let t = 0; t < codes.length; t++) {
      const table = codes[t]!;
      const base = pos * SLOTS;
      const start = table[base + NAME_START_SLOT]!;
      const offset = start >>> CODE_BITS === tag && (start & CODE_MASK) >= PARTIAL_CODE ? FIELD_COUNT * CODES : 0;
      let matched = false;
      let whole = false;
      // Summed per term, then over terms: the order the term lists (search-term-lists.ts) add in,
      // so the pruned top-k and this exhaustive path give the very same floating-point scores.
      let termScore = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const value = table[base + f]!;
        if (value >>> CODE_BITS !== tag) continue;
        const code = value & CODE_MASK;
        matched = true;
        if (code === WHOLE_CODE) whole = true;
        termScore += CONTRIBUTION[offset + f * CODES + code]!;
      }
      fieldScore += termScore;
      if (!matched) matchesEveryTerm = false;
      if (!whole) allWhole = false;
    }
    let tier = 0;
    if (allWhole) {
      const nameStart = this.data.nameBounds[2 * pos]!;
      const modelStart = this.data.nameBounds[2 * pos + 1]!;
      const modelEnd = this.data.nameBounds[2 * pos + 2]!;
      const { nameWords } = this.data;
      tier = Math.max(TIER_ALL_TERMS, nameTier(termWords, nameWords, nameStart, modelStart), nameTier(termWords, nameWords, modelStart, modelEnd));
    }
    return finishScore(
      query,
      fieldScore,
      matchesEveryTerm,
      tier,
      effectiveCategoryWeight(this.data.weights[pos]!, query, named[this.data.categoryOf[pos]!] === 1),
    );
  }
}
