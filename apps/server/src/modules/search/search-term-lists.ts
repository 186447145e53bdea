/**
 * Per-term match lists and the small pieces the top-k of search-index.ts is made of (decision 020,
 * "Speed" and "Blocks"). A term list is derived from the index's word lists once and then shared by
 * every query with that term ("samsung" is in hundreds of different queries): the products the
 * term matches, in index order, with the term's summed field contributions and whether one of its
 * matches is a whole word, and a summary per block of 64 index positions from which a query
 * bounds the scores in that block without reading its products.
 */

/** One term's matches (see the file header); all of it immutable once built. */
export interface TermList {
  /** Index positions of the products the term matches, ascending. */
  positions: Int32Array;
  /**
   * Per product, the slots the term matches it in (see MaskTable): table.subtotals[mask] is the
   * term's field contributions to its score, summed in field order, and table.flags[mask] tells
   * whether one of its matches is a whole word (the tiers need every term whole).
   */
  masks: Uint16Array;
  table: MaskTable;
  /**
   * The blocks of BLOCK_SIZE consecutive index positions the list touches, ascending (index
   * positions follow name order, so similar products share blocks): per block its entries
   * [blockFrom[k], blockFrom[k + 1]), which of the block's 64 positions they are (bit j of
   * blockLo for j < 32, else bit j − 32 of blockHi), their largest and smallest subtotal, and
   * BLOCK_* flags. Scoring bounds per block come from these (SearchIndex.topBlocks).
   */
  blocks: Int32Array;
  blockFrom: Int32Array;
  blockLo: Uint32Array;
  blockHi: Uint32Array;
  blockMax: Float64Array;
  blockMin: Float64Array;
  blockFlags: Uint8Array;
  /** Approximate memory held, for the cache's budget. */
  bytes: number;
}

/**
 * For the words of a term that match with codes `high` and `low`, per mask of slots (bits 0–6:
 * the slots matched with `high`, bits 7–13 with `low`), the term's subtotal and its BLOCK_ANY_WHOLE
 * and BLOCK_ANY_WHOLE_NAME flags (SearchIndex.maskTable). Shared by every term with those codes.
 */
export interface MaskTable {
  subtotals: Float64Array;
  flags: Uint8Array;
}

/** Index positions per block: two 32-bit words of membership bits. */
export const BLOCK_BITS = 6;
export const BLOCK_SIZE = 1 << BLOCK_BITS;
/** Some entry of the block is a whole-word match. */
export const BLOCK_ANY_WHOLE = 1;
/** Every entry of the block is a whole-word match. */
export const BLOCK_ALL_WHOLE = 2;
/** Some entry of the block is a whole-word match in the name field (a name tier needs one). */
export const BLOCK_ANY_WHOLE_NAME = 4;

/** Scores equal to four decimals are a tie (as in search-ranking.ts). */
export const SCORE_STEPS = 10_000;

/**
 * The best `limit` of the products offered, best first by (score rounded to four decimals, index
 * position, which is name order): the order Ranking uses within one stock state. Offers are cheap
 * to refuse once full.
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

  constructor(private readonly limit: number) {}

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
    return steps !== other ? steps > other : pos < this.positions[k]!;
  }
}
