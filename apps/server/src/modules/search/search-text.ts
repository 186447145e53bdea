/**
 * Words as search sees them: folding, stop words (docs/requirements/search.md#search-scoring), plural
 * folding and the bounded edit distance behind near matches. Pure functions, shared by the index and the
 * tests.
 */

/** docs/requirements/search.md#search-scoring: search ignores these, in queries and in product text alike. */
export const STOP_WORDS: ReadonlySet<string> = new Set(["the", "a", "an", "and", "or", "but", "in", "on", "at", "to", "for", "with", "by"]);

const DIGIT = /\d/;

/**
 * "Phones" finds "Phone" and "cases" finds "case": a trailing plural is folded so that a whole-word
 * match does not depend on it. Words with digits ("buds3", "5s") and short words are left alone.
 */
export function foldPlural(word: string): string {
  if (word.length <= 3 || DIGIT.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("es") && (word.endsWith("ches") || word.endsWith("shes") || word.endsWith("xes") || word.endsWith("sses"))) {
    return word.slice(0, -2);
  }
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is")) return word.slice(0, -1);
  return word;
}

const NON_ASCII = /[^\x00-\x7f]/;
const ASCII_BREAK = /[^a-z0-9]+/;
// Devanagari vowel signs and virama are marks (\p{M}): they are part of a word, not a break.
const WORD_BREAK = /[^\p{L}\p{M}\p{N}]+/u;
const LATIN_ACCENT = /[\u0300-\u036f]+/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
const DEVANAGARI = /[\u0900-\u097f]/;
/** Spellings shoppers mix freely: long/short i and u, candra o, chandrabindu/anusvara. */
const DEVANAGARI_FOLD: Readonly<Record<string, string>> = {
  "\u0940": "\u093f", // ी → ि
  "\u0942": "\u0941", // ू → ु
  "\u0908": "\u0907", // ई → इ
  "\u090a": "\u0909", // ऊ → उ
  "\u0949": "\u094b", // ॉ → ो
  "\u0911": "\u0913", // ऑ → ओ
  "\u0901": "\u0902", // ँ → ं
};
// eslint-disable-next-line no-misleading-character-class -- vowel signs matched one by one, on their own
const DEVANAGARI_FOLDED = /[\u0940\u0942\u0908\u090a\u0949\u0911\u0901]/g;
const NUKTA = /\u093c/g;
const FINAL_VIRAMA = /\u094d(?=[^\p{L}\p{M}\p{N}]|$)/gu;

/**
 * Nepali text as search compares it: zero-width joiners dropped, nukta letters written without
 * the nukta (फ़ोन is फोन), chandrabindu as anusvara, long and short ई/इ and ऊ/उ alike, ॉ as ो and
 * a word-final virama dropped. Shoppers type these every which way; the catalogue does not care.
 * Expects lower-cased, NFKD text (tokenize's).
 */
export function foldDevanagari(text: string): string {
  return text
    .replace(NUKTA, "")
    .replace(DEVANAGARI_FOLDED, (c) => DEVANAGARI_FOLD[c]!)
    .replace(FINAL_VIRAMA, "");
}

/**
 * Lower-cased, accent-free words of a text, stop words dropped, plurals folded. "+" reads as
 * "plus", so "Galaxy S24+" is galaxy, s24, plus, the way a shopper types it out.
 */
export function tokenize(text: string): string[] {
  let folded = text.toLowerCase();
  const ascii = !NON_ASCII.test(folded);
  if (!ascii) {
    folded = folded.normalize("NFKD").replace(LATIN_ACCENT, "").replace(INVISIBLE, "");
    if (DEVANAGARI.test(folded)) folded = foldDevanagari(folded);
    folded = folded.normalize("NFC");
  }
  if (folded.includes("+")) folded = folded.replaceAll("+", " plus ");
  const out: string[] = [];
  for (const word of folded.split(ascii ? ASCII_BREAK : WORD_BREAK)) {
    if (word && !STOP_WORDS.has(word)) out.push(foldPlural(word));
  }
  return out;
}

export function hasDigit(word: string): boolean {
  return DIGIT.test(word);
}

/**
 * How many edits a near match may need: none for words with digits (s23 is not s24) or of three
 * letters or fewer, one up to six letters, two from seven (spec: "within edit distance 2").
 */
export function maxEdits(term: string): number {
  if (hasDigit(term) || term.length <= 3) return 0;
  return term.length <= 6 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours), or
 * `max + 1` as soon as it is certain to exceed `max`: most vocabulary words are rejected after a
 * length check or a row or two.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  if (rows[0]!.length <= n) rows = [0, 1, 2].map(() => new Int32Array(2 * (n + 1)));
  // Three rows reused by every call: this runs for every candidate word of a near match.
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, max + 1);
}

let rows: Int32Array[] = [0, 1, 2].map(() => new Int32Array(64));

/**
 * The characters of a word as 32 bits (char code mod 32). One edit changes at most two bits of
 * it, so two words whose masks differ in more than 2·max bits are more than `max` edits apart:
 * a near-match search skips them without computing the distance.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

export function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
