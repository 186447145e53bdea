import {
  FIELD_COUNT,
  MIN_PREFIX,
  PARTIAL,
  TIER_ALL_TERMS,
  WHOLE_WORD,
  effectiveCategoryWeight,
  fieldContribution,
  finishScore,
  nameTier,
  namesCategory,
  passesCutoffs,
  termMatch,
  MISSING_TERM_FACTOR,
  MIN_SCORE,
  MIN_SCORE_WITH_DIGITS,
  RELATIVE_CUTOFF,
  type CategoryWeight,
  type ParsedQuery,
} from "./search-scoring.js";
import { NAME_START_SLOT, SLOTS, buildSearchIndexData, type IndexedProduct, type SearchIndexData } from "./search-index-build.js";
import { Ranking } from "./search-ranking.js";
import {
  SCORE_STEPS,
  STRONG_SUBTOTAL,
  TopSelector,
  seek,
  type SingleTermOrder,
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
/** A term list of at least 1/BROAD_LIST of the catalogue is built by a scan and kept as a bitset too. */
const BROAD_LIST = 12;
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

/**
 * The catalogue's words, built once per catalogue text (search-service.ts decides when). Words
 * are numbered; for every word and field the index lists the products that have the word there.
 * A query looks up the words each term matches (whole, word start, near), walks those lists to
 * find each product's best match per term and field, and so touches only products that share a
 * word with the query, never the whole catalogue. Scores come from search-scoring.ts.
 */
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
  private termCodes: Uint16Array | undefined;
  private termTag = 0;
  private touched = new Int32Array(1024);
  private readonly termCacheBytes: number;
  // Scratch of the top-k and the list ranking, grown as needed (queries run one at a time).
  private seedScores = new Float64Array(1024);
  private candidates = new Int32Array(1024);
  private candidateScores = new Float64Array(1024);
  private matchedTerms: Uint8Array | undefined;
  private unionBits: Uint32Array | undefined;
  private wholeTerms: Uint8Array | undefined;
  /**
   * Weight classes: products whose category weight is the same in every query (same category,
   * same weight group). A query's weights are one number per class.
   */
  private readonly classOf: Int32Array;
  private readonly classes: { category: number; weight: CategoryWeight }[] = [];

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
   * (decision 020, "Top-k"): the same answer as rank(query).top(limit, soldOut) and .total, which
   * the tests hold it to. One-term queries merge per-class orders made once per term; longer
   * queries score the products of their rarest term one by one, and the others (no tier) in one
   * pass only when a per-class score bound says one of them may pass the cut-offs.
   */
  top(query: ParsedQuery, limit: number, soldOut: Uint8Array): TopResults {
    if (query.terms.length === 0) return { positions: [], scores: [], total: 0 };
    const cached = this.rankings.get(query.key);
    if (cached) return this.fromRanking(cached, limit, soldOut);
    const lists = query.alternatives.map((alternatives) => this.termList(alternatives));
    const named = this.data.categoryHeads.map((head) => namesCategory(query, head));
    const weights = this.classes.map(({ category, weight }) => effectiveCategoryWeight(weight, query, named[category]!));
    return lists.length === 1
      ? this.topOneTerm(query, lists[0]!, weights, limit, soldOut)
      : this.topSeeded(query, lists, weights, limit, soldOut);
  }

  private fromRanking(ranking: Ranking, limit: number, soldOut: Uint8Array): TopResults {
    const best = ranking.top(limit, soldOut);
    return { positions: best.positions, scores: best.scores, total: ranking.total };
  }

  /** The term's list from the cache, else built from the postings (and the cache trimmed). */
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

  /** collect() and the per-term half of score() for one term, kept as a list. */
  private buildTermList(alternatives: readonly string[]): TermList {
    const n = this.data.ids.length;
    const table = (this.termCodes ??= new Uint16Array(n * SLOTS));
    this.termTag = this.termTag === MAX_TAG ? 1 : this.termTag + 1;
    if (this.termTag === 1) table.fill(0);
    const tag = this.termTag;
    const stamp = this.nextStamps();
    const { stamps } = this;
    const { postings, postingStart } = this.data;
    let touched = this.touched;
    let count = 0;
    for (const { word, code } of this.matchWords(alternatives)) {
      const value = (tag << CODE_BITS) | code;
      for (let slot = 0; slot < SLOTS; slot++) {
        const key = word * SLOTS + slot;
        const end = postingStart[key + 1]!;
        for (let k = postingStart[key]!; k < end; k++) {
          const pos = postings[k]!;
          const at = pos * SLOTS + slot;
          const old = table[at]!;
          if (old >>> CODE_BITS !== tag || old < value) table[at] = value;
          if (stamps[pos] !== stamp) {
            stamps[pos] = stamp;
            touched = appended(touched, count++, pos);
          }
        }
      }
    }
    this.touched = touched;
    // In index order: a sort of the touched positions, or for a broad term (a twelfth of the
    // catalogue or more) one scan of the stamps, which costs less than sorting that many.
    // Such a broad list also keeps its products as a bitset (an eighth of a byte per product in
    // the catalogue), for counting unions without walking it (countOthers).
    let positions: Int32Array;
    let bits: Uint32Array | undefined;
    if (count * BROAD_LIST < n) {
      positions = touched.slice(0, count).sort();
    } else {
      positions = new Int32Array(count);
      bits = new Uint32Array((n + 31) >>> 5);
      for (let pos = 0, k = 0; k < count; pos++) {
        if (stamps[pos] !== stamp) continue;
        positions[k++] = pos;
        bits[pos >>> 5]! |= 1 << (pos & 31);
      }
    }
    const subtotals = new Float64Array(count);
    const whole = new Uint8Array(count);
    const classMax = new Float64Array(this.classes.length);
    const { classOf } = this;
    let weak = 0;
    for (let i = 0; i < count; i++) {
      const pos = positions[i]!;
      const base = pos * SLOTS;
      const start = table[base + NAME_START_SLOT]!;
      const offset = start >>> CODE_BITS === tag && (start & CODE_MASK) >= PARTIAL_CODE ? FIELD_COUNT * CODES : 0;
      let subtotal = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const value = table[base + f]!;
        if (value >>> CODE_BITS !== tag) continue;
        const code = value & CODE_MASK;
        if (code === WHOLE_CODE) whole[i] = 1;
        subtotal += CONTRIBUTION[offset + f * CODES + code]!;
      }
      subtotals[i] = subtotal;
      if (subtotal < STRONG_SUBTOTAL) weak++;
      const c = classOf[pos]!;
      if (subtotal > classMax[c]!) classMax[c] = subtotal;
    }
    const bytes = 13 * count + 400 + 8 * classMax.length + (bits ? bits.byteLength : 0);
    return { positions, subtotals, whole, classMax, weak, bits, bytes };
  }

  /** The tier of a product whose every term is a whole word (as in score()). */
  private tierOf(pos: number, termWords: readonly number[]): number {
    const { nameBounds, nameWords } = this.data;
    const nameStart = nameBounds[2 * pos]!;
    const modelStart = nameBounds[2 * pos + 1]!;
    const modelEnd = nameBounds[2 * pos + 2]!;
    return Math.max(TIER_ALL_TERMS, nameTier(termWords, nameWords, nameStart, modelStart), nameTier(termWords, nameWords, modelStart, modelEnd));
  }

  /** Per weight class, the term's products by field score plus tier, best first, then by name. */
  private singleTermOrder(list: TermList, term: string): SingleTermOrder {
    const termWords = [this.data.vocabulary.get(term) ?? -1];
    const count = list.positions.length;
    const bases = new Float64Array(count);
    let maxSteps = 0;
    for (let i = 0; i < count; i++) {
      bases[i] = list.subtotals[i]! + (list.whole[i] ? this.tierOf(list.positions[i]!, termWords) : 0);
      maxSteps = Math.max(maxSteps, Math.round(bases[i]! * SCORE_STEPS));
    }
    const classStart = new Int32Array(this.classes.length + 1);
    for (let i = 0; i < count; i++) classStart[this.classOf[list.positions[i]!]! + 1]!++;
    for (let c = 1; c < classStart.length; c++) classStart[c]! += classStart[c - 1]!;
    // One number per entry sorts natively: class, then base descending, then name rank.
    const n = this.data.ids.length;
    const { ranks } = this.data.nameOrder;
    const span = (maxSteps + 1) * n;
    if (this.classes.length * span < Number.MAX_SAFE_INTEGER) {
      // The name rank is unique, so the key's last digits (base n) name the product; its base is
      // kept by position meanwhile.
      const keys = new Float64Array(count);
      const { scoreOf } = this;
      for (let i = 0; i < count; i++) {
        const pos = list.positions[i]!;
        scoreOf[pos] = bases[i]!;
        keys[i] = this.classOf[pos]! * span + (maxSteps - Math.round(bases[i]! * SCORE_STEPS)) * n + ranks[pos]!;
      }
      keys.sort();
      const positions = new Int32Array(count);
      for (let j = 0; j < count; j++) {
        const pos = this.data.nameOrder.positions[keys[j]! % n]!;
        positions[j] = pos;
        bases[j] = scoreOf[pos]!;
      }
      list.bytes += 12 * count;
      this.termBytes += 12 * count;
      return { classStart, positions, bases };
    }
    const order = Array.from({ length: count }, (_, i) => i);
    {
      order.sort((a, b) => {
        const pa = list.positions[a]!;
        const pb = list.positions[b]!;
        return (
          this.classOf[pa]! - this.classOf[pb]! ||
          Math.round(bases[b]! * SCORE_STEPS) - Math.round(bases[a]! * SCORE_STEPS) ||
          ranks[pa]! - ranks[pb]!
        );
      });
    }
    const single: SingleTermOrder = {
      classStart,
      positions: Int32Array.from(order, (i) => list.positions[i]!),
      bases: Float64Array.from(order, (i) => bases[i]!),
    };
    list.bytes += 12 * count;
    this.termBytes += 12 * count;
    return single;
  }

  /** A one-term query: merge the classes' orders, each scaled by its weight for this query. */
  private topOneTerm(query: ParsedQuery, list: TermList, weights: number[], limit: number, soldOut: Uint8Array): TopResults {
    const single = (list.single ??= this.singleTermOrder(list, query.terms[0]!));
    this.trimTermLists();
    const { classStart, positions, bases } = single;
    const classes = weights.length;
    let best = 0;
    for (let c = 0; c < classes; c++) {
      if (classStart[c]! < classStart[c + 1]!) best = Math.max(best, finishScore(query, bases[classStart[c]!]!, true, 0, weights[c]!));
    }
    // Within a class the score falls with the base, so the passing entries are a prefix of it.
    const passingEnd = new Int32Array(classes);
    let total = 0;
    for (let c = 0; c < classes; c++) {
      let lo = classStart[c]!;
      let hi = classStart[c + 1]!;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (passesCutoffs(query, finishScore(query, bases[mid]!, true, 0, weights[c]!), best)) lo = mid + 1;
        else hi = mid;
      }
      passingEnd[c] = lo;
      total += lo - classStart[c]!;
    }
    return this.select(limit, soldOut, total, (selector, wanted) => {
      for (let c = 0; c < classes; c++) {
        // Entries are in this class's order, so once one cannot get in, none after it can.
        for (let i = classStart[c]!; i < passingEnd[c]!; i++) {
          const pos = positions[i]!;
          if ((soldOut[pos] ?? 0) !== wanted) continue;
          const score = finishScore(query, bases[i]!, true, 0, weights[c]!);
          if (selector.full && Math.round(score * SCORE_STEPS) < Math.round(selector.lastScore * SCORE_STEPS)) break;
          selector.offer(pos, score);
        }
      }
    });
  }

  /**
   * The best `limit` in stock (offered by `offer(selector, 0)`), then, if they are fewer, the best
   * sold out (`offer(selector, 1)`) after them: sold out ranks last (decision 020).
   */
  private select(limit: number, soldOut: Uint8Array, total: number, offer: (selector: TopSelector, wanted: number) => void): TopResults {
    const inStock = new TopSelector(limit, this.data.nameOrder.ranks);
    offer(inStock, 0);
    const positions = inStock.positions;
    const scores = inStock.scores;
    if (positions.length < limit && soldOut.length > 0) {
      const rest = new TopSelector(limit - positions.length, this.data.nameOrder.ranks);
      offer(rest, 1);
      positions.push(...rest.positions);
      scores.push(...rest.scores);
    }
    return { positions, scores, total };
  }

  /**
   * A query of several terms. Every product that matches all terms (the only ones with a tier,
   * and without a digit penalty) is in the list of the rarest term, the seed: those are scored
   * one by one. Any other product misses the seed term: no tier, ×0.3 with a digit, and per weight
   * class at most the other terms' largest subtotals in that class times its weight, bound B.
   * When B is under the minimum score, no other product passes; else they are scored in one pass
   * over the other terms' lists (scoreOthers), which gives the best score a digit query's
   * relative cut-off needs and the exact total. The top comes from the seeds alone when it is full
   * of products in stock that all score above B; else the others are offered too. Exact in every
   * case (the tests hold it to rankReference).
   */
  private topSeeded(query: ParsedQuery, lists: TermList[], weights: number[], limit: number, soldOut: Uint8Array): TopResults {
    let s = 0;
    for (let t = 1; t < lists.length; t++) if (lists[t]!.positions.length < lists[s]!.positions.length) s = t;
    const seed = lists[s]!;
    const count = seed.positions.length;
    const termWords = query.terms.map((term) => this.data.vocabulary.get(term) ?? -1);
    const cursors = new Int32Array(lists.length);
    if (this.seedScores.length < count) this.seedScores = new Float64Array(Math.max(count, 2 * this.seedScores.length));
    const { seedScores } = this;
    let best = 0;
    for (let i = 0; i < count; i++) {
      const pos = seed.positions[i]!;
      let fieldScore = 0;
      let everyTerm = true;
      let allWhole = true;
      for (let t = 0; t < lists.length; t++) {
        if (t === s) {
          fieldScore += seed.subtotals[i]!;
          if (seed.whole[i] === 0) allWhole = false;
          continue;
        }
        const list = lists[t]!;
        const at = seek(list.positions, cursors[t]!, pos);
        cursors[t] = at;
        if (list.positions[at] !== pos) {
          everyTerm = false;
          allWhole = false;
          continue;
        }
        fieldScore += list.subtotals[at]!;
        if (list.whole[at] === 0) allWhole = false;
      }
      const score = finishScore(query, fieldScore, everyTerm, allWhole ? this.tierOf(pos, termWords) : 0, weights[this.classOf[pos]!]!);
      seedScores[i] = score;
      if (score > best) best = score;
    }
    // Per weight class, the other terms' largest subtotals summed, times the class's weight.
    let bound = 0;
    for (let c = 0; c < weights.length; c++) {
      let sum = 0;
      for (let t = 0; t < lists.length; t++) if (t !== s) sum += lists[t]!.classMax[c]!;
      bound = Math.max(bound, sum * weights[c]!);
    }
    if (query.hasDigit) bound *= MISSING_TERM_FACTOR;
    // With a digit the relative cut-off needs the best score: the others' too unless B is under it.
    const lowest = query.hasDigit ? Math.max(MIN_SCORE_WITH_DIGITS, RELATIVE_CUTOFF * (bound < best ? best : 0)) : MIN_SCORE;
    const othersMayPass = bound >= lowest;
    // Without a digit, a product with a strong match passes whatever else it matches: when the
    // other lists hold only strong matches, every other product passes and a count is a union.
    let minWeight = Infinity;
    for (const weight of weights) minWeight = Math.min(minWeight, weight);
    const othersAllPass =
      othersMayPass && !query.hasDigit && minWeight * STRONG_SUBTOTAL >= MIN_SCORE && lists.every((list, t) => t === s || list.weak === 0);
    let others = othersMayPass && !othersAllPass ? this.scoreOthers(query, lists, s, weights) : 0;
    for (let k = 0; k < others; k++) if (this.candidateScores[k]! > best) best = this.candidateScores[k]!;
    let seedsPassing = 0;
    for (let i = 0; i < count; i++) if (passesCutoffs(query, seedScores[i]!, best)) seedsPassing++;
    const offerSeeds = (selector: TopSelector, wanted: number) => {
      for (let i = 0; i < count; i++) {
        const score = seedScores[i]!;
        // Most seeds are refused at once: under the bar a full selector sets (see TopSelector).
        if (score * SCORE_STEPS < selector.bar) continue;
        const pos = seed.positions[i]!;
        if ((soldOut[pos] ?? 0) === wanted && passesCutoffs(query, score, best)) selector.offer(pos, score);
      }
    };
    const top = this.select(limit, soldOut, seedsPassing, offerSeeds);
    if (!othersMayPass) return top;
    // The seeds' top stands if it is full of products in stock that all score above B.
    const k = top.positions.length;
    const seedsSuffice =
      k === limit &&
      (soldOut[top.positions[k - 1]!] ?? 0) === 0 &&
      Math.round(bound * SCORE_STEPS) < Math.round(top.scores[k - 1]! * SCORE_STEPS);
    if (othersAllPass) {
      if (seedsSuffice) return { ...top, total: seedsPassing + this.countOthers(lists, s) };
      others = this.scoreOthers(query, lists, s, weights);
    }
    const { candidates, candidateScores } = this;
    let othersPassing = 0;
    for (let j = 0; j < others; j++) {
      if (!passesCutoffs(query, candidateScores[j]!, best)) continue;
      candidates[othersPassing] = candidates[j]!;
      candidateScores[othersPassing++] = candidateScores[j]!;
    }
    const total = seedsPassing + othersPassing;
    if (othersPassing === 0 || seedsSuffice) return { ...top, total };
    return this.select(limit, soldOut, total, (selector, wanted) => {
      offerSeeds(selector, wanted);
      for (let j = 0; j < othersPassing; j++) {
        const pos = candidates[j]!;
        if ((soldOut[pos] ?? 0) === wanted) selector.offer(pos, candidateScores[j]!);
      }
    });
  }

  /**
   * How many products outside the seed's list the other terms match: a union of their lists less
   * the seed's, in a scratch bitset (broad lists are OR-ed in whole, short ones bit by bit).
   */
  private countOthers(lists: TermList[], s: number): number {
    const words = (this.data.ids.length + 31) >>> 5;
    const union = (this.unionBits ??= new Uint32Array(words));
    union.fill(0);
    for (let t = 0; t < lists.length; t++) {
      if (t === s) continue;
      const { bits, positions } = lists[t]!;
      if (bits) for (let w = 0; w < words; w++) union[w]! |= bits[w]!;
      else for (let i = 0; i < positions.length; i++) union[positions[i]! >>> 5]! |= 1 << (positions[i]! & 31);
    }
    const seed = lists[s]!;
    if (seed.bits) for (let w = 0; w < words; w++) union[w]! &= ~seed.bits[w]!;
    else for (let i = 0; i < seed.positions.length; i++) union[seed.positions[i]! >>> 5]! &= ~(1 << (seed.positions[i]! & 31));
    let total = 0;
    for (let w = 0; w < words; w++) if (union[w] !== 0) total += bitCount(union[w]!);
    return total;
  }

  /**
   * Scores every product outside the seed's list that another term matches (no tier: it misses
   * the seed term), in one pass over the other terms' lists in query order, so sums add up as in
   * rankFromLists. Leaves them in `candidates` / `candidateScores` and returns how many.
   */
  private scoreOthers(query: ParsedQuery, lists: TermList[], s: number, weights: number[]): number {
    const inSeed = this.nextStamps(2);
    const seen = inSeed + 1;
    const { stamps, scoreOf } = this;
    for (const pos of lists[s]!.positions) stamps[pos] = inSeed;
    let candidates = this.candidates;
    let found = 0;
    for (let t = 0; t < lists.length; t++) {
      if (t === s) continue;
      const { positions, subtotals } = lists[t]!;
      for (let i = 0; i < positions.length; i++) {
        const pos = positions[i]!;
        const stamp = stamps[pos]!;
        if (stamp === inSeed) continue;
        if (stamp !== seen) {
          stamps[pos] = seen;
          scoreOf[pos] = 0;
          candidates = appended(candidates, found++, pos);
        }
        scoreOf[pos]! += subtotals[i]!;
      }
    }
    this.candidates = candidates;
    if (this.candidateScores.length < found) this.candidateScores = new Float64Array(candidates.length);
    const scores = this.candidateScores;
    for (let k = 0; k < found; k++) {
      const pos = candidates[k]!;
      scores[k] = finishScore(query, scoreOf[pos]!, false, 0, weights[this.classOf[pos]!]!);
    }
    return found;
  }

  /**
   * The exhaustive ranking the way it was first written (postings walked into per-term code
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
      const { positions, subtotals, whole } = list;
      for (let i = 0; i < positions.length; i++) {
        const pos = positions[i]!;
        if (stamps[pos] !== stamp) {
          stamps[pos] = stamp;
          scoreOf[pos] = 0;
          matchedTerms[pos] = 0;
          wholeTerms[pos] = 0;
          candidates = appended(candidates, count++, pos);
        }
        scoreOf[pos]! += subtotals[i]!;
        matchedTerms[pos]!++;
        wholeTerms[pos]! += whole[i]!;
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
    return new Ranking(candidates.slice(0, kept), scores.slice(0, kept), this.data.ids, this.data.nameOrder);
  }

  private compute(query: ParsedQuery): Ranking {
    if (query.terms.length === 0) return Ranking.EMPTY;
    const codes = query.terms.map((_, t) => (this.slotCodes[t] ??= new Uint16Array(this.data.ids.length * SLOTS)));
    this.tag = this.tag === MAX_TAG ? 1 : this.tag + 1;
    if (this.tag === 1) for (const table of this.slotCodes) table.fill(0);
    const candidates = this.collect(query.alternatives.map((alternatives) => this.matchWords(alternatives)), codes);
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
    return new Ranking(positions.slice(0, kept), scores.slice(0, kept), this.data.ids, this.data.nameOrder);
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
   * Walks the postings of every matched word, keeping the best code per term and slot; returns
   * the products touched, in catalogue order (so scoring then reads memory front to back).
   */
  private collect(matched: WordMatch[][], codes: Uint16Array[]): number[] {
    const stamp = this.nextStamps();
    const { stamps, tag } = this;
    const { postings, postingStart } = this.data;
    for (let t = 0; t < matched.length; t++) {
      const table = codes[t]!;
      for (const { word, code } of matched[t]!) {
        const value = (tag << CODE_BITS) | code;
        for (let slot = 0; slot < SLOTS; slot++) {
          const key = word * SLOTS + slot;
          const end = postingStart[key + 1]!;
          for (let k = postingStart[key]!; k < end; k++) {
            const pos = postings[k]!;
            const at = pos * SLOTS + slot;
            const old = table[at]!;
            if (old >>> CODE_BITS !== tag || old < value) table[at] = value;
            stamps[pos] = stamp;
          }
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
    return finishScore(query, fieldScore, matchesEveryTerm, tier, effectiveCategoryWeight(this.data.weights[pos]!, query, named[this.data.categoryOf[pos]!] === 1));
  }
}
