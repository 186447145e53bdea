import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Lets a long build share the event loop: code checks `due()` in its loops and awaits `pause()`
 * when it is, so requests run between slices of at most `budgetMs`. Without a slicer (tests,
 * benchmarks) the same code runs straight through.
 */
export class TimeSlicer {
  private sliceStart = performance.now();
  /** The longest time the build kept the event loop, for the log and the benchmark. */
  longestSliceMs = 0;

  constructor(private readonly budgetMs = 8) {}

  due(): boolean {
    return performance.now() - this.sliceStart >= this.budgetMs;
  }

  async pause(): Promise<void> {
    this.longestSliceMs = Math.max(this.longestSliceMs, performance.now() - this.sliceStart);
    await nextTurn();
    this.sliceStart = performance.now();
  }

  /** Call at the very end, so the last slice is counted too. */
  finish(): void {
    this.longestSliceMs = Math.max(this.longestSliceMs, performance.now() - this.sliceStart);
  }
}

const RUN = 2048;
const CHECK_EVERY = 4096;

/**
 * Sorts like `Array.prototype.sort` but, given a slicer, in pieces: runs of 2,048 are sorted
 * natively, then merged pass by pass with pauses, so sorting a million keys never blocks for long.
 * Returns the sorted array (not necessarily the one passed in).
 */
export async function sortInSlices<T>(items: T[], compare: (a: T, b: T) => number, slicer?: TimeSlicer): Promise<T[]> {
  if (!slicer || items.length <= RUN) return items.sort(compare);
  const n = items.length;
  for (let lo = 0; lo < n; lo += RUN) {
    const run = items.slice(lo, lo + RUN).sort(compare);
    for (let k = 0; k < run.length; k++) items[lo + k] = run[k]!;
    if (slicer.due()) await slicer.pause();
  }
  let source = items;
  let target = new Array<T>(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      for (let k = lo; k < hi; k++) {
        target[k] = i < mid && (j >= hi || compare(source[i]!, source[j]!) <= 0) ? source[i++]! : source[j++]!;
        if ((k & (CHECK_EVERY - 1)) === 0 && slicer.due()) await slicer.pause();
      }
    }
    [source, target] = [target, source];
  }
  return source;
}

const NUMBER_RUN = 16_384;

/** Sorts numbers ascending like `Float64Array.prototype.sort`, in pieces when given a slicer. */
export async function sortNumbersInSlices(keys: Float64Array, slicer?: TimeSlicer): Promise<Float64Array> {
  if (!slicer || keys.length <= NUMBER_RUN) return keys.sort();
  const n = keys.length;
  for (let lo = 0; lo < n; lo += NUMBER_RUN) {
    keys.subarray(lo, lo + NUMBER_RUN).sort();
    if (slicer.due()) await slicer.pause();
  }
  let source: Float64Array = keys;
  let target: Float64Array = new Float64Array(n);
  for (let width = NUMBER_RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      for (let k = lo; k < hi; k++) {
        target[k] = i < mid && (j >= hi || source[i]! <= source[j]!) ? source[i++]! : source[j++]!;
        if ((k & (CHECK_EVERY - 1)) === 0 && slicer.due()) await slicer.pause();
      }
    }
    [source, target] = [target, source];
  }
  return source;
}
