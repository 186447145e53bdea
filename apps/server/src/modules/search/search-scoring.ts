/**
 * Search scoring: docs/requirements/search.md#search-scoring. The rules are terse; this is how
 * we read each rule. Every reading is pinned by a test in test/search.test.ts.
 *
 * Fields and weights: name 25, category 4, description 3, subcategory (brand) 3, colour 2.
 *   - "name" is the display name together with the modelName: both name the product, and model
 *     numbers ("X1504VA", "EP-T2510") often live only in the modelName.
 *   - Addition: the compatible phone models of covers and protectors (`model`) are a sixth field
 *     with weight 3, so "iphone 13 case" finds the case sold as "(iPhone 14)" that also fits a 13.
 * Query terms: the distinct words of the query (at most 12), stop words dropped, plurals folded
 * ("phones" is "phone"). Addition (decision 020): local words become the catalogue's through
 * search-synonyms.ts ("mobile ko cover" is phone + cover); such a term has alternatives, the first
 * matched as below, the others only as whole words, and the term's best alternative counts. The
 * tiers compare the first alternatives; the accessory rule reads all of them. Each term scores, in each field, its best match against the field's words:
 *   whole word ×3; a word that starts with the term (typing "galax", two letters at least) ×1; else a near match
 *   within the allowed edits counts 1 − 0.3 per edit (0.7 or 0.4). Near matches are tried only for
 *   a term that is neither a word nor the start of a word anywhere in the catalogue, so a real
 *   word never drags in look-alikes ("case" does not match "care"). See search-text.ts for words,
 *   plurals and edit limits.
 *   A colour match (any match in the colour field) counts ×2; a name or modelName whose first word
 *   starts with the term counts ×1.5 (on the name field's score for that term).
 * Tiers, added before the category weight multiplies (so a tier "scores N times the category
 * weight"): 1000 when the terms are exactly the name or the modelName; else 200 when they appear
 * as an unbroken run, in order, in the name or modelName; else 100 when every term is a whole word
 * somewhere in the product (any field). Only the best tier counts.
 * Category weight multiplies the whole score: by words of the product's category, else its name:
 *   case, cover, charger, cable, protector (+ adapter, glass, film, tempered) 2 (accessory);
 *   accessory, powerbank 3 (accessory); phone, smartphone, mobile, laptop, computer, tablet,
 *   watch, smartwatch 10; earphone, headphone, airpod, earbud, speaker 5; anything else 5.
 *   So Phone, Laptop, Smartwatch 10; Earbud 5 and Speaker 5, both non-accessories (audio is bought
 *   for itself, not for a phone); Cover, Charger, Screen Protector 2 and Powerbank 3, accessories.
 *   A query with a word of the two accessory groups ("power bank" apart too) lifts accessories to 20; any other query puts accessories at 2,
 *   and at 0.2 of that (0.4) when a term contains a digit ("iphone 15" wants the phone).
 * Cut-offs, in this order: when a term has a digit, a product that does not match every term (in
 * any way) keeps 30% of its score; then scores under 5 (10 with digits) are dropped; then, with
 * digits, scores under 30% of the best are dropped.
 * Ties go to the shorter name, then alphabetical order.
 */
import { expandSynonyms } from "./search-synonyms.js";
import { editDistance, hasDigit, maxEdits, tokenize } from "./search-text.js";

export const FIELDS = ["name", "category", "description", "subcategory", "colour", "model"] as const;
export const FIELD_COUNT = FIELDS.length;
export const NAME_FIELD = 0;
export const COLOUR_FIELD = 4;
export const FIELD_WEIGHTS: readonly number[] = [25, 4, 3, 3, 2, 3];

export const WHOLE_WORD = 3;
export const PARTIAL = 1;
export const EDIT_PENALTY = 0.3;
export const COLOUR_MATCH = 2;
export const NAME_START = 1.5;
export const TIER_EXACT_NAME = 1000;
export const TIER_ORDERED_RUN = 200;
export const TIER_ALL_TERMS = 100;
export const ACCESSORY_QUERY_WEIGHT = 20;
export const ACCESSORY_IN_OTHER_SEARCH = 2;
export const DIGIT_ACCESSORY_FACTOR = 0.2;
export const MISSING_TERM_FACTOR = 0.3;
export const RELATIVE_CUTOFF = 0.3;
export const MIN_SCORE = 5;
export const MIN_SCORE_WITH_DIGITS = 10;
/** A prefix match needs two characters: "s" alone would match half the catalogue. */
export const MIN_PREFIX = 2;
export const MAX_QUERY_TERMS = 12;

/** The product fields search reads (a Product has more; none of it is secret). */
export interface SearchableProduct {
  name: string;
  modelName: string;
  description: string;
  parentCategory: string;
  parentSubcategory: string;
  color: readonly { colorName: string }[];
  model: readonly string[];
}

export interface ParsedQuery {
  /** Distinct terms in typed order, stop words dropped: each term's first alternative. */
  terms: string[];
  /** Per term, what it may match: [0] as typed (whole, word start, near), the rest whole only. */
  alternatives: string[][];
  hasDigit: boolean;
  accessory: boolean;
  /** Every word the query may mean, and neighbours written together ("power bank" → powerbank): a category whose head word is here is named. */
  names: ReadonlySet<string>;
  /** The same query always has the same key (for caches). */
  key: string;
}

export function parseQuery(text: string): ParsedQuery {
  const seen = new Set<string>();
  const alternatives: string[][] = [];
  for (const term of expandSynonyms(tokenize(text))) {
    if (seen.has(term[0]!)) continue;
    seen.add(term[0]!);
    alternatives.push(term);
    if (alternatives.length === MAX_QUERY_TERMS) break;
  }
  const terms = alternatives.map((term) => term[0]!);
  const names = new Set(alternatives.flat());
  for (let i = 0; i + 1 < terms.length; i++) names.add(terms[i]! + terms[i + 1]!);
  return {
    terms,
    alternatives,
    names,
    hasDigit: terms.some(hasDigit),
    accessory: (categoryGroupOf(terms) ?? categoryGroupOf(alternatives.flatMap((term) => term.slice(1))))?.accessory ?? false,
    key: alternatives.map((term) => term.join("|")).join(" "),
  };
}

/** termMatch for a term with alternatives: the first as typed, the others whole words only. */
export function alternativesMatch(alternatives: readonly string[], word: string, nearAllowed: boolean): number {
  const factor = termMatch(alternatives[0]!, word, nearAllowed);
  if (factor === WHOLE_WORD) return factor;
  for (let k = 1; k < alternatives.length; k++) if (alternatives[k] === word) return WHOLE_WORD;
  return factor;
}

/** How well one term matches one word: 3 whole, 1 start of the word, 1 − 0.3·edits near, else 0. */
export function termMatch(term: string, word: string, nearAllowed: boolean): number {
  if (word === term) return WHOLE_WORD;
  if (term.length >= MIN_PREFIX && word.startsWith(term)) return PARTIAL;
  if (!nearAllowed || hasDigit(word)) return 0;
  const max = maxEdits(term);
  if (max === 0) return 0;
  const edits = editDistance(term, word, max);
  return edits <= max ? 1 - EDIT_PENALTY * edits : 0;
}

export interface CategoryWeight {
  readonly weight: number;
  readonly accessory: boolean;
}

interface CategoryGroup extends CategoryWeight {
  words: readonly string[];
}

/** In priority order: a charger for a watch is a charger. */
const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  { words: ["case", "cover", "charger", "cable", "protector", "adapter", "glass", "film", "tempered"], weight: 2, accessory: true },
  { words: ["accessory", "powerbank"], weight: 3, accessory: true },
  { words: ["phone", "smartphone", "mobile", "laptop", "computer", "tablet", "watch", "smartwatch"], weight: 10, accessory: false },
  { words: ["earphone", "headphone", "airpod", "earbud", "speaker"], weight: 5, accessory: false },
];
const DEFAULT_CATEGORY: CategoryGroup = { words: [], weight: 5, accessory: false };

/** The first group any of the words (or two neighbours written together: "power bank") belongs to. */
function categoryGroupOf(words: readonly string[]): CategoryGroup | undefined {
  const candidates = new Set(words);
  for (let i = 0; i + 1 < words.length; i++) candidates.add(words[i]! + words[i + 1]!);
  return CATEGORY_GROUPS.find((group) => group.words.some((word) => candidates.has(word)));
}

/** The weight a category's own words give, if they name a group. */
export function categoryWeightOfCategory(category: string): CategoryWeight | undefined {
  return categoryGroupOf(tokenize(category));
}

/** The product's own category weight: by its category's words, else its name's, else 5. */
export function categoryWeightOf(product: Pick<SearchableProduct, "parentCategory" | "name">): CategoryWeight {
  return categoryWeightOfCategory(product.parentCategory) ?? categoryGroupOf(tokenize(product.name)) ?? DEFAULT_CATEGORY;
}

/**
 * Addition (decision 020): a query that names the product's category ("speaker", "ghadi",
 * "मोबाइल") lifts it to 20 like an accessory query, so speakers beat phones that merely mention
 * their speakers. The category's head word (its last: "Screen Protector" → protector) must be
 * among the query's words or their synonyms.
 */
export const NAMED_CATEGORY_WEIGHT = 20;

/** The word that names a category: its last word ("Screen Protector" → "protector"). */
export function categoryHeadWord(category: string): string | undefined {
  return tokenize(category).at(-1);
}

export function namesCategory(query: ParsedQuery, headWord: string | undefined): boolean {
  return headWord !== undefined && query.names.has(headWord);
}

/** The weight that multiplies a product's score for this query (named category, accessory rules and digit rule). */
export function effectiveCategoryWeight(product: CategoryWeight, query: ParsedQuery, categoryNamed = false): number {
  if (categoryNamed) return NAMED_CATEGORY_WEIGHT;
  if (!product.accessory) return product.weight;
  if (query.accessory) return ACCESSORY_QUERY_WEIGHT;
  return query.hasDigit ? ACCESSORY_IN_OTHER_SEARCH * DIGIT_ACCESSORY_FACTOR : ACCESSORY_IN_OTHER_SEARCH;
}

/** The words of each field, plus the name and modelName as sequences for the tier checks. */
export interface SearchDocument {
  fields: string[][];
  categoryHead: string | undefined;
  nameWords: string[];
  modelNameWords: string[];
}

/** The texts behind each field, in FIELDS order: the one definition of what each field holds. */
export function fieldTexts(product: SearchableProduct): readonly (readonly string[])[] {
  return [
    [product.name, product.modelName],
    [product.parentCategory],
    [product.description],
    [product.parentSubcategory],
    product.color.map((c) => c.colorName),
    product.model,
  ];
}

export function searchDocument(product: SearchableProduct): SearchDocument {
  return {
    nameWords: tokenize(product.name),
    modelNameWords: tokenize(product.modelName),
    categoryHead: categoryHeadWord(product.parentCategory),
    fields: fieldTexts(product).map((texts) => texts.flatMap(tokenize)),
  };
}

/** 1000 when the terms are all of words[start, end), 200 when they are an unbroken run in it, else 0. */
export function nameTier<T>(terms: ArrayLike<T>, words: ArrayLike<T>, start: number, end: number): number {
  let tier = 0;
  for (let from = start; from + terms.length <= end; from++) {
    let k = 0;
    while (k < terms.length && words[from + k] === terms[k]) k++;
    if (k < terms.length) continue;
    if (end - start === terms.length) return TIER_EXACT_NAME;
    tier = TIER_ORDERED_RUN;
  }
  return tier;
}

/** 1000 exact name, 200 ordered run in a name, 100 all terms whole anywhere, else 0. */
export function matchTier<T>(terms: ArrayLike<T>, names: readonly ArrayLike<T>[], allTermsWhole: boolean): number {
  if (!allTermsWhole || terms.length === 0) return 0;
  return Math.max(TIER_ALL_TERMS, ...names.map((name) => nameTier(terms, name, 0, name.length)));
}

/** What one term's match in one field adds: weight × factor, ×2 in the colour field, ×1.5 in a name that starts with the term. */
export function fieldContribution(field: number, factor: number, nameStart: boolean): number {
  let score = FIELD_WEIGHTS[field]! * factor;
  if (field === COLOUR_FIELD) score *= COLOUR_MATCH;
  if (field === NAME_FIELD && nameStart) score *= NAME_START;
  return score;
}

/** From the summed field contributions: add the tier, multiply by the category weight, apply the digit rule. */
export function finishScore(query: ParsedQuery, fieldScore: number, matchesEveryTerm: boolean, tier: number, categoryWeight: number): number {
  const score = (fieldScore + tier) * categoryWeight;
  return query.hasDigit && !matchesEveryTerm ? score * MISSING_TERM_FACTOR : score;
}

/**
 * One product's score from its best match per term and field (`best[t * FIELD_COUNT + f]`),
 * whether its name starts with each term, its tier and its effective category weight.
 */
export function combineScore(query: ParsedQuery, best: ArrayLike<number>, nameStarts: ArrayLike<boolean>, tier: number, categoryWeight: number): number {
  let fieldScore = 0;
  let matchesEveryTerm = true;
  for (let t = 0; t < query.terms.length; t++) {
    let termMatched = false;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const factor = best[t * FIELD_COUNT + f]!;
      if (factor === 0) continue;
      termMatched = true;
      fieldScore += fieldContribution(f, factor, nameStarts[t] ?? false);
    }
    if (!termMatched) matchesEveryTerm = false;
  }
  return finishScore(query, fieldScore, matchesEveryTerm, tier, categoryWeight);
}

/**
 * The minimum scores and, with digits, the 30%-of-best cut-off
 * (docs/requirements/search.md#search-scoring).
 */
export function passesCutoffs(query: ParsedQuery, score: number, bestScore: number): boolean {
  if (score < (query.hasDigit ? MIN_SCORE_WITH_DIGITS : MIN_SCORE)) return false;
  return !query.hasDigit || score >= RELATIVE_CUTOFF * bestScore;
}

/**
 * The reference scorer: one product against a query, given for each term whether near matches
 * are allowed (see the header). The index computes the same numbers with word ids; tests hold
 * the two to each other.
 */
export function scoreDocument(query: ParsedQuery, doc: SearchDocument, weight: CategoryWeight, nearAllowed: readonly boolean[]): number {
  const best = new Array<number>(query.terms.length * FIELD_COUNT).fill(0);
  query.alternatives.forEach((alternatives, t) => {
    doc.fields.forEach((words, f) => {
      for (const word of words) {
        const factor = alternativesMatch(alternatives, word, nearAllowed[t] ?? false);
        if (factor > best[t * FIELD_COUNT + f]!) best[t * FIELD_COUNT + f] = factor;
      }
    });
  });
  const startsWith = (words: string[], alternatives: readonly string[]) => words.length > 0 && alternativesMatch(alternatives, words[0]!, false) >= PARTIAL;
  const nameStarts = query.alternatives.map((alts) => startsWith(doc.nameWords, alts) || startsWith(doc.modelNameWords, alts));
  const allWhole = query.terms.every((_, t) => FIELDS.some((_, f) => best[t * FIELD_COUNT + f] === WHOLE_WORD));
  const tier = matchTier(query.terms, [doc.nameWords, doc.modelNameWords], allWhole);
  return combineScore(query, best, nameStarts, tier, effectiveCategoryWeight(weight, query, namesCategory(query, doc.categoryHead)));
}
