import { TimeSlicer, sortInSlices } from "./time-slicer.js";

/**
 * The products' indexes in tie-break order, the shorter name first, then alphabetically. The
 * search index numbers its positions in this order (search-index-build.ts), so between two
 * results of equal score the lower index position wins.
 */
export async function buildNameOrder(names: readonly string[], slicer?: TimeSlicer): Promise<Int32Array> {
  const sorted = await sortInSlices(
    names.map((_, pos) => pos),
    (a, b) => names[a]!.length - names[b]!.length || (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b),
    slicer,
  );
  return Int32Array.from(sorted);
}

/** No product sold out (a ranking asked without stock). */
const NONE_SOLD_OUT = new Uint8Array(0);

/** Scores equal to four decimals are a tie: the same factors summed in another order may differ in the last bits. */
const SCORE_STEPS = 10_000;

/**
 * The products that passed the cut-offs with their scores, in no order yet. A search page needs
 * only the best few (a single pass), the listing needs all of them in order (one sort, on demand).
 */
export class Ranking {
  private sorted: { ids: string[]; positions: number[]; scores: number[] } | undefined;
  /** The sold-out flags `sorted` was made with: stock moves without the ranking changing. */
  private sortedFor: Uint8Array | undefined;
  private soldOut: Uint8Array = NONE_SOLD_OUT;

  constructor(
    private readonly positions: Int32Array,
    private readonly scores: Float64Array,
    private readonly productIds: readonly string[],
  ) {}

  static readonly EMPTY = new Ranking(new Int32Array(0), new Float64Array(0), []);

  get total(): number {
    return this.positions.length;
  }

  /**
   * True when result a ranks before result b (both indexes into this ranking): in stock before
   * sold out (decision 020), then by score, then by name (index positions are in name order).
   */
  private before(a: number, b: number): boolean {
    const oa = this.soldOut[this.positions[a]!] ?? 0;
    const ob = this.soldOut[this.positions[b]!] ?? 0;
    if (oa !== ob) return oa < ob;
    const sa = Math.round(this.scores[a]! * SCORE_STEPS);
    const sb = Math.round(this.scores[b]! * SCORE_STEPS);
    return sa !== sb ? sa > sb : this.positions[a]! < this.positions[b]!;
  }

  /**
   * The best `limit` results, best first. `soldOut[position]` is 1 for a product out of stock
   * (by index position): those come after every product in stock.
   */
  top(limit: number, soldOut: Uint8Array = NONE_SOLD_OUT): { ids: string[]; positions: number[]; scores: number[] } {
    if ((this.sorted && this.sortedFor === soldOut) || limit * 8 >= this.total) return slice(this.all(soldOut), limit);
    this.soldOut = soldOut;
    const best: number[] = [];
    for (let k = 0; k < this.positions.length; k++) {
      if (best.length === limit && !this.before(k, best[limit - 1]!)) continue;
      let at = Math.min(best.length, limit - 1);
      while (at > 0 && this.before(k, best[at - 1]!)) at--;
      best.splice(at, 0, k);
      if (best.length > limit) best.pop();
    }
    const positions = best.map((k) => this.positions[k]!);
    return { ids: positions.map((pos) => this.productIds[pos]!), positions, scores: best.map((k) => this.scores[k]!) };
  }

  /** Every result, best first, sold out last (sorted once per set of stock flags, then kept). */
  all(soldOut: Uint8Array = NONE_SOLD_OUT): { ids: string[]; positions: number[]; scores: number[] } {
    if (!this.sorted || this.sortedFor !== soldOut) {
      this.soldOut = soldOut;
      this.sorted = this.sort();
      this.sortedFor = soldOut;
    }
    return this.sorted;
  }

  private sort(): { ids: string[]; positions: number[]; scores: number[] } {
    const n = this.productIds.length;
    const m = this.positions.length;
    let maxSteps = 0;
    for (let k = 0; k < m; k++) maxSteps = Math.max(maxSteps, Math.round(this.scores[k]! * SCORE_STEPS));
    if (2 * (maxSteps + 1) * n >= Number.MAX_SAFE_INTEGER) {
      const indexes = Array.from(this.positions, (_, k) => k).sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
      const positions = indexes.map((k) => this.positions[k]!);
      return { ids: positions.map((pos) => this.productIds[pos]!), positions, scores: indexes.map((k) => this.scores[k]!) };
    }
    // One number per result, sold out·(maxSteps + 1)·n − score·n + position, sorts natively
    // without a comparator; the position (unique, and in name order) is read back from the number.
    const scoreAt = new Float64Array(n);
    const keys = new Float64Array(m);
    const soldOutOffset = (maxSteps + 1) * n;
    for (let k = 0; k < m; k++) {
      const pos = this.positions[k]!;
      scoreAt[pos] = this.scores[k]!;
      keys[k] = (this.soldOut[pos] ?? 0) * soldOutOffset - Math.round(this.scores[k]! * SCORE_STEPS) * n + pos;
    }
    keys.sort();
    const ids = new Array<string>(m);
    const positions = new Array<number>(m);
    const scores = new Array<number>(m);
    for (let k = 0; k < m; k++) {
      const pos = ((keys[k]! % n) + n) % n;
      ids[k] = this.productIds[pos]!;
      positions[k] = pos;
      scores[k] = scoreAt[pos]!;
    }
    return { ids, positions, scores };
  }
}

function slice(all: { ids: string[]; positions: number[]; scores: number[] }, limit: number) {
  return { ids: all.ids.slice(0, limit), positions: all.positions.slice(0, limit), scores: all.scores.slice(0, limit) };
}
