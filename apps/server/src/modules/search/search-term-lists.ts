/**
 * Per-term match lists and the small pieces the pruned top-k of search-index.ts is made of
 * (decision 020, "Speed" and "Top-k"). A term list is derived from the index's postings once and
 * then shared by every query with that term ("samsung" is in hundreds of different queries): the
 * products the term matches, in index order, with the term's summed field contributions and
 * whether one of its matches is a whole word. No bitsets: at 100,000 products two of them were
 * 50 KB of zeroed memory per list even for a term with ten matches, and varied queries build
 * hundreds of lists a second (most of their terms are new); without them cold search over HTTP
 * went from 370 to 522 req/s in an interleaved A/B (decision 020). Membership is a galloping
 * search in `positions` instead.
 */

/** One term's matches (see the file header); all of it immutable once built. */
export interface TermList {
  /** Index positions of the products the term matches, ascending. */
  positions: Int32Array;
  /** The term's field contributions to each product's score, summed in field order. */
  subtotals: Float64Array;
  /** 1 when one of the term's matches in the product is a whole word (the tiers need every term whole). */
  whole: Uint8Array;
  /** The largest subtotal per weight class (0 where the class has none): a tighter bound per class. */
  classMax: Float64Array;
  /** How many subtotals are under STRONG_SUBTOTAL (weak near matches only). */
  weak: number;
  /** For a broad list, its positions as a bitset (bit pos % 32 of word pos / 32). */
  bits?: Uint32Array;
  /** Approximate memory held, for the cache's budget (grows when `single` is made). */
  bytes: number;
  /** Made on first use as a one-term query: see SingleTermOrder. */
  single?: SingleTermOrder;
}

/**
 * A one-term query's whole ranking before the category weight: per weight class (products whose
 * category weight is the same for every query), the products best first. A query then only
 * multiplies each class's head by its weight and merges a handful of lists.
 */
export interface SingleTermOrder {
  /** Products of class c are entries [classStart[c], classStart[c + 1]). */
  classStart: Int32Array;
  positions: Int32Array;
  /** Field score plus tier of each entry, descending within a class. */
  bases: Float64Array;
}

/**
 * A subtotal this large passes the minimum score (5) on its own whenever every category weight of
 * the query is at least 2, which is so for every query without a digit (spec part 2: accessories
 * weigh 2 in other searches, everything else more). Only weak near matches in small fields fall
 * under it.
 */
export const STRONG_SUBTOTAL = 2.5;

/** The first index ≥ from whose position is ≥ target (galloping, then binary search). */
export function seek(positions: Int32Array, from: number, target: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < positions.length && positions[hi]! < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > positions.length) hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (positions[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Scores equal to four decimals are a tie (as in search-ranking.ts). */
export const SCORE_STEPS = 10_000;

/**
 * The best `limit` of the products offered, best first by (score rounded to four decimals, name
 * rank): the order Ranking uses within one stock state. Offers are cheap to refuse once full.
 */
export class TopSelector {
  readonly positions: number[] = [];
  readonly scores: number[] = [];
  private readonly steps: number[] = [];
  /**
   * Once full, a score whose score·SCORE_STEPS is under this cannot get in (it rounds below the
   * last kept one); callers may skip such offers without calling. −∞ until full.
   */
  bar = -Infinity;

  constructor(
    private readonly limit: number,
    private readonly nameRanks: Int32Array,
  ) {}

  get full(): boolean {
    return this.positions.length >= this.limit;
  }

  /** The score of the last kept product (the one a newcomer must beat once full). */
  get lastScore(): number {
    return this.scores[this.scores.length - 1] ?? 0;
  }

  offer(pos: number, score: number): void {
    if (score * SCORE_STEPS < this.bar) return;
    const steps = Math.round(score * SCORE_STEPS);
    const n = this.positions.length;
    if (n >= this.limit && !this.beats(steps, pos, n - 1)) return;
    let at = Math.min(n, this.limit - 1);
    while (at > 0 && this.beats(steps, pos, at - 1)) at--;
    this.positions.splice(at, 0, pos);
    this.scores.splice(at, 0, score);
    this.steps.splice(at, 0, steps);
    if (this.positions.length > this.limit) {
      this.positions.pop();
      this.scores.pop();
      this.steps.pop();
    }
    if (this.positions.length >= this.limit) this.bar = this.steps[this.limit - 1]! - 0.5;
  }

  private beats(steps: number, pos: number, k: number): boolean {
    const other = this.steps[k]!;
    return steps !== other ? steps > other : this.nameRanks[pos]! < this.nameRanks[this.positions[k]!]!;
  }
}
