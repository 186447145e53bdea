import { STOP_WORDS } from "./search-text.js";
import { TimeSlicer, sortNumbersInSlices } from "./time-slicer.js";

/** Spec part 1 §9 "Suggestions". */
export const MAX_SUGGESTIONS = 5;
export const MAX_PHRASE_WORDS = 4;

export interface SuggestSource {
  name: string;
  parentCategory: string;
  parentSubcategory: string;
  description: string;
}

/**
 * A phrase neither starts nor ends with these: the spec's stop words plus other small words that
 * make no sense at the edge of a suggestion ("case that", "of the").
 */
const EDGE_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...["of", "from", "that", "this", "these", "those", "is", "are", "was", "be", "it", "its", "it's", "as", "so", "than"],
  ...["your", "you", "our", "we", "can", "will", "up", "into", "out", "about", "more", "most", "very", "also", "just"],
  ...["even", "still", "over", "while", "when", "which", "who", "all", "any", "not", "only", "too", "has", "have"],
  ...["there", "their", "them", "they", "if", "such", "each", "every", "what", "how", "yet", "now"],
]);

/** Clauses end at brackets, quotes, commas and the like, and at a full stop that ends a sentence. */
const CLAUSE_BREAK = /[()[\]{}"“”!?;:,|/]|\.(?=\s|$)|\s[-–—]\s/;
const NUMBER_ONLY = /^\d+$/;
const LEADING_PUNCTUATION = /^[^\p{L}\p{N}]+/u;
const TRAILING_PUNCTUATION = /[^\p{L}\p{N}+]+$/u;

function isPlainChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** A word as shown: outer punctuation trimmed ("(Galaxy" → "Galaxy"), a trailing "+" kept ("S24+"). */
function cleanWord(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  if (isPlainChar(word.charCodeAt(0)) && (isPlainChar(last) || last === 43)) return word;
  return word.replace(LEADING_PUNCTUATION, "").replace(TRAILING_PUNCTUATION, "");
}

/**
 * Calls `visit(key, display)` for each phrase of a text: 1 to 4 words inside one clause, neither
 * starting nor ending with a small word (EDGE_WORDS), not starting with a bare number. Keys are lower case;
 * a phrase that occurs twice in the text is visited twice.
 */
export function forEachPhrase(text: string, visit: (key: string, display: string) => void): void {
  for (const clause of text.split(CLAUSE_BREAK)) {
    const words = clause.split(/\s+/).map(cleanWord).filter(Boolean);
    const lower = words.map((w) => w.toLowerCase());
    for (let i = 0; i < words.length; i++) {
      if (EDGE_WORDS.has(lower[i]!) || NUMBER_ONLY.test(lower[i]!)) continue;
      let key = "";
      let display = "";
      for (let end = i; end < Math.min(words.length, i + MAX_PHRASE_WORDS); end++) {
        key = end === i ? lower[i]! : `${key} ${lower[end]!}`;
        display = end === i ? words[i]! : `${display} ${words[end]!}`;
        if (!EDGE_WORDS.has(lower[end]!)) visit(key, display);
      }
    }
  }
}

/** What was typed, in the form of a phrase key. */
export function normalizeTyped(typed: string): string {
  return typed.split(/\s+/).map(cleanWord).filter(Boolean).join(" ").toLowerCase();
}

/** Typed texts this short are answered from precomputed lists; longer ones scan a 3-letter bucket. */
const BUCKET_CHARS = 3;
/** A bucket entry is rank·256 + offset of the word start inside the phrase. */
const OFFSET_RANGE = 256;

/**
 * Suggestions (spec part 1 §9): at most 5 phrases of up to 4 words from names, categories,
 * brands and descriptions that start with what was typed or contain it from a word start, ranked
 * by frequency (in how many product fields the phrase occurs), then shorter, then first seen in
 * catalogue order.
 *
 * Phrases are ranked once. Every word start of every phrase ("apple iphone 15" has "apple…",
 * "iphone 15", "15") goes into the bucket of its first three letters, in rank order, so the
 * answer is the first five distinct phrases of the bucket that match: usually found in the first
 * few entries. Texts of one or two letters have their five answers precomputed. No string sort
 * is needed, which keeps a 100,000-product build cheap.
 */
export class SuggestIndex {
  private constructor(
    private readonly keys: readonly string[],
    private readonly displays: readonly string[],
    /** The phrase at each rank, best first. */
    private readonly byRank: Int32Array,
    private readonly buckets: ReadonlyMap<string, readonly number[]>,
    private readonly shortAnswers: ReadonlyMap<string, readonly number[]>,
  ) {}

  static async build(products: readonly SuggestSource[], slicer?: TimeSlicer): Promise<SuggestIndex> {
    // Each distinct text once, with how many product fields hold it: categories, brands and shared
    // descriptions repeat across thousands of products. Titles first, so their casing is shown.
    const texts = new Map<string, number>();
    const add = (text: string) => texts.set(text, (texts.get(text) ?? 0) + 1);
    for (let i = 0; i < products.length; i++) {
      const p = products[i]!;
      add(p.name);
      add(p.parentCategory);
      add(p.parentSubcategory);
      if ((i & 1023) === 0 && slicer?.due()) await slicer.pause();
    }
    for (let i = 0; i < products.length; i++) {
      add(products[i]!.description);
      if ((i & 1023) === 0 && slicer?.due()) await slicer.pause();
    }

    const idOf = new Map<string, number>();
    const keys: string[] = [];
    const displays: string[] = [];
    const counts: number[] = [];
    const lastText: number[] = [];
    let textNumber = 0;
    for (const [text, times] of texts) {
      textNumber++;
      forEachPhrase(text, (key, display) => {
        let id = idOf.get(key);
        if (id === undefined) {
          id = keys.length;
          idOf.set(key, id);
          keys.push(key);
          displays.push(display === key ? key : display);
          counts.push(0);
          lastText.push(0);
        }
        if (lastText[id] === textNumber) return;
        lastText[id] = textNumber;
        counts[id]! += times;
      });
      if ((textNumber & 63) === 0 && slicer?.due()) await slicer.pause();
    }

    const byRank = await rankPhrases(counts, displays, slicer);
    const buckets = new Map<string, number[]>();
    const shortAnswers = new Map<string, number[]>();
    const remember = (answers: Map<string, number[]>, prefix: string, rank: number) => {
      const list = answers.get(prefix);
      if (!list) answers.set(prefix, [rank]);
      else if (list.length < MAX_SUGGESTIONS && list[list.length - 1] !== rank) list.push(rank);
    };
    for (let rank = 0; rank < byRank.length; rank++) {
      const key = keys[byRank[rank]!]!;
      for (let at = 0; at >= 0 && at < OFFSET_RANGE; at = nextWordStart(key, at)) {
        if (at > 0 && EDGE_WORDS.has(wordAt(key, at))) continue;
        for (let length = 1; length < BUCKET_CHARS && at + length <= key.length; length++) {
          remember(shortAnswers, key.slice(at, at + length), rank);
        }
        if (at + BUCKET_CHARS > key.length) continue;
        const prefix = key.slice(at, at + BUCKET_CHARS);
        const bucket = buckets.get(prefix);
        if (bucket) bucket.push(rank * OFFSET_RANGE + at);
        else buckets.set(prefix, [rank * OFFSET_RANGE + at]);
      }
      if ((rank & 1023) === 0 && slicer?.due()) await slicer.pause();
    }
    return new SuggestIndex(keys, displays, byRank, buckets, shortAnswers);
  }

  suggest(typed: string, limit = MAX_SUGGESTIONS): string[] {
    const needle = normalizeTyped(typed);
    if (!needle) return [];
    const ranks: number[] = [];
    if (needle.length < BUCKET_CHARS) {
      ranks.push(...(this.shortAnswers.get(needle) ?? []).slice(0, limit));
    } else {
      for (const entry of this.buckets.get(needle.slice(0, BUCKET_CHARS)) ?? []) {
        const rank = Math.floor(entry / OFFSET_RANGE);
        if (rank === ranks[ranks.length - 1]) continue;
        if (!this.keys[this.byRank[rank]!]!.startsWith(needle, entry % OFFSET_RANGE)) continue;
        ranks.push(rank);
        if (ranks.length === limit) break;
      }
    }
    return ranks.map((rank) => this.displays[this.byRank[rank]!]!);
  }
}

/**
 * Phrase ids best first: more frequent, then shorter, then first seen. Each phrase is one number
 * (−count, length, id) so a native numeric sort orders half a million phrases in tens of ms.
 */
async function rankPhrases(counts: readonly number[], displays: readonly string[], slicer?: TimeSlicer): Promise<Int32Array> {
  const maxCount = counts.reduce((max, c) => Math.max(max, c), 0);
  const idRange = 2 ** Math.ceil(Math.log2(counts.length + 1));
  const lengthRange = 256;
  if ((maxCount + 1) * lengthRange * idRange >= Number.MAX_SAFE_INTEGER) {
    throw new Error(`too many suggestion phrases to rank (${counts.length})`);
  }
  const sortKeys = Float64Array.from(
    counts,
    (count, id) => ((maxCount - count) * lengthRange + Math.min(displays[id]!.length, lengthRange - 1)) * idRange + id,
  );
  const sorted = await sortNumbersInSlices(sortKeys, slicer);
  return Int32Array.from(sorted, (key) => key % idRange);
}

function wordAt(key: string, at: number): string {
  const space = key.indexOf(" ", at);
  return key.slice(at, space === -1 ? undefined : space);
}

/** Where the word after the one starting at `at` starts, or -1. */
function nextWordStart(key: string, at: number): number {
  const space = key.indexOf(" ", at);
  return space === -1 ? -1 : space + 1;
}
