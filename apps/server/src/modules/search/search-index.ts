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
  type ParsedQuery,
} from "./search-scoring.js";
import { NAME_START_SLOT, SLOTS, buildSearchIndexData, type IndexedProduct, type SearchIndexData } from "./search-index-build.js";
import { Ranking } from "./search-ranking.js";
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
export class SearchIndex {
  private readonly rankings = new Map<string, Ranking>();
  // Scratch reused by every query (queries run one at a time on the event loop).
  private readonly slotCodes: Uint16Array[] = [];
  private tag = 0;
  private readonly stamps: Uint32Array;
  private stamp = 0;
  private readonly scoreOf: Float64Array;

  constructor(private readonly data: SearchIndexData) {
    this.stamps = new Uint32Array(data.ids.length);
    this.scoreOf = new Float64Array(data.ids.length);
  }

  /** Builds the index; with a slicer it pauses between slices so the server keeps answering. */
  static async build(products: readonly IndexedProduct[], slicer?: TimeSlicer): Promise<SearchIndex> {
    return new SearchIndex(await buildSearchIndexData(products, slicer));
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
    const ranking = this.compute(query);
    if (this.rankings.size >= RANKING_CACHE_SIZE) this.rankings.delete(this.rankings.keys().next().value!);
    this.rankings.set(query.key, ranking);
    return ranking;
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
    this.stamp = this.stamp === 0xffffffff ? 1 : this.stamp + 1;
    if (this.stamp === 1) this.stamps.fill(0);
    const { stamps, stamp, tag } = this;
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
      for (let f = 0; f < FIELD_COUNT; f++) {
        const value = table[base + f]!;
        if (value >>> CODE_BITS !== tag) continue;
        const code = value & CODE_MASK;
        matched = true;
        if (code === WHOLE_CODE) whole = true;
        fieldScore += CONTRIBUTION[offset + f * CODES + code]!;
      }
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
