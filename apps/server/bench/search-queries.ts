// Many different realistic search queries, generated from the demo catalogue's names: whole
// names, brand + model, word prefixes as typed, typos, accessories for a phone, and the local
// words of decision 020 (romanised Nepali, Devanagari). Deterministic for a given count, so old
// and new code are measured on the same list. None of the search code knows these strings.
import type { CatalogProductInput } from "@pasal/shared";
import { readDemoFile } from "../src/seed-demo.js";

/** A small deterministic generator (mulberry32), so runs compare. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LOCAL = [
  "mobile",
  "mobile cover",
  "mobile ko cover",
  "chargerko tar",
  "charger head",
  "ghadi",
  "earphone",
  "headphone",
  "earbuds",
  "back cover",
  "screen guard",
  "tempered",
  "adapter",
  "sasto mobile",
  "smart watch",
  "power bank",
  "laptop bag",
  "मोबाइल",
  "फोन",
  "इयरफोन",
  "हेडफोन",
  "चार्जर",
  "कभर",
  "घडी",
  "घड़ी",
  "ल्यापटप",
  "स्पिकर",
  "पावर बैंक",
  "मोबाइलको कभर",
  "सामसुङ मोबाइल",
  "आइफोन कभर",
  "एप्पल घडी",
];
const ACCESSORY = ["cover", "case", "charger", "screen guard", "tempered glass", "ko cover", "back cover", "कभर", "charger head"];

function typo(word: string, next: () => number): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(next() * (word.length - 2));
  switch (Math.floor(next() * 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1); // a letter left out
    case 1:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1); // two swapped
    default:
      return word.slice(0, at) + word[at] + word.slice(at); // a letter doubled
  }
}

export function variedQueries(count: number, seed = 20): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const names = readDemoFile<CatalogProductInput[]>("products.json").map((p) => p.name.replace(/[()]/g, ""));
  const words = (name: string) => name.split(/\s+/).filter(Boolean);
  const makers: (() => string)[] = [
    () => pick(names),
    () =>
      words(pick(names))
        .slice(0, 2 + Math.floor(next() * 2))
        .join(" "),
    () => {
      const w = words(pick(names));
      const text = w.slice(0, 1 + Math.floor(next() * w.length)).join(" ");
      return text.slice(0, Math.max(2, Math.floor(text.length * (0.4 + next() * 0.6))));
    },
    () =>
      words(pick(names))
        .slice(0, 3)
        .map((word) => typo(word.toLowerCase(), next))
        .join(" "),
    () => `${words(pick(names)).slice(1, 3).join(" ")} ${pick(ACCESSORY)}`,
    () => pick(LOCAL),
    () => `${pick(LOCAL)} ${words(pick(names))[0]!.toLowerCase()}`,
    () => words(pick(names))[Math.floor(next() * 2)]!.toLowerCase(),
  ];
  const seen = new Set<string>();
  const out: string[] = [];
  for (let guard = 0; out.length < count && guard < count * 50; guard++) {
    const query = pick(makers)().trim();
    if (query && query.length <= 100 && !seen.has(query)) {
      seen.add(query);
      out.push(query);
    }
  }
  // Fewer distinct queries than asked for only if the generator runs dry; then repeat them.
  for (let k = 0; out.length < count; k++) out.push(out[k]!);
  return out;
}
