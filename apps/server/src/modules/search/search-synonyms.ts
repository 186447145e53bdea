/**
 * How Nepali shoppers name things, as data: English generic words, romanised Nepali and
 * Devanagari, each mapped to the words the catalogue uses (its category names: Phone, Cover,
 * Charger, Screen Protector, Laptop, Powerbank, Earbud, Smartwatch, Speaker, and its brands).
 * Decision 020 explains the rules; test/search-synonyms.test.ts has a case per row.
 *
 * A row's `says` are what a shopper types (one to three words); `means` are the query terms it
 * becomes, each a list of alternatives: the first is matched like a typed word (whole, word start,
 * near), the others only as whole words, so "bud" does not drag in "budget".
 */
import { tokenize } from "./search-text.js";

interface SynonymRow {
  readonly says: readonly string[];
  readonly means: readonly (readonly string[])[];
}

const PHONE = ["phone", "mobile", "smartphone"];
const AUDIO = ["earbud", "earphone", "headphone", "headset"];
const CHARGER = ["charger", "adapter"];
const CABLE = ["cable", "wire"];
const COVER = ["cover", "case"];
const PROTECTOR = ["protector", "tempered", "glass", "guard", "film"];
const WATCH = ["watch", "smartwatch"];
const LAPTOP = ["laptop", "notebook"];
const SPEAKER = ["speaker"];

export const SYNONYM_ROWS: readonly SynonymRow[] = [
  // Phones
  {
    says: [
      "mobile",
      "phone",
      "smartphone",
      "smart phone",
      "cellphone",
      "cell phone",
      "handset",
      "mobail",
      "mobil",
      "mobaile",
      "फोन",
      "मोबाइल",
      "मोबाईल",
      "मोबायल",
      "स्मार्टफोन",
      "स्मार्ट फोन",
    ],
    means: [PHONE],
  },
  // Earbuds and other audio worn on the head
  {
    says: [
      "earphone",
      "earbud",
      "earbuds",
      "headphone",
      "headset",
      "ear phone",
      "ear bud",
      "ear buds",
      "head phone",
      "earfone",
      "headfone",
      "tws",
      "handsfree",
      "hands free",
      "इयरफोन",
      "ईयरफोन",
      "इअरफोन",
      "इयरबड",
      "इयरबड्स",
      "हेडफोन",
      "हेडसेट",
      "एयरपड",
      "एयरपड्स",
    ],
    means: [AUDIO],
  },
  // AirPods and buds name real products too: typed, they stay themselves and also find any earbud.
  { says: ["airpod", "airpods"], means: [["airpod", ...AUDIO]] },
  { says: ["buds", "bud"], means: [["bud", ...AUDIO]] },
  { says: ["speaker", "sound box", "soundbox", "स्पिकर", "स्पीकर", "साउन्ड बक्स"], means: [SPEAKER] },
  // Chargers, their heads and their cables ("chargerko tar" is a charger's cable)
  { says: ["charger", "adapter", "adaptor", "charger head", "charging head", "chargar", "charjar", "चार्जर", "चार्ज़र", "एडप्टर", "एडाप्टर"], means: [CHARGER] },
  { says: ["cable", "wire", "cord", "tar", "data cable", "तार", "केबल", "डाटा केबल"], means: [CABLE] },
  // Covers and cases
  { says: ["cover", "case", "back cover", "pouch", "kabhar", "kavar", "cabhar", "कभर", "कवर", "केस", "ब्याक कभर", "ब्याक कवर"], means: [COVER] },
  // Screen protectors
  {
    says: [
      "screen guard",
      "screenguard",
      "guard",
      "tempered",
      "temper",
      "protector",
      "screen glass",
      "टेम्पर्ड",
      "टेम्पर",
      "स्क्रिन गार्ड",
      "स्क्रीन गार्ड",
      "गार्ड",
      "ग्लास",
    ],
    means: [PROTECTOR],
  },
  // Watches ("ghadi" is a watch)
  { says: ["watch", "smartwatch", "smart watch", "ghadi", "ghari", "gadhi", "घडी", "घड़ी", "स्मार्टवाच", "स्मार्ट वाच", "वाच"], means: [WATCH] },
  { says: ["laptop", "notebook", "ल्यापटप", "ल्यापटोप", "लैपटप", "लैपटॉप", "ल्यापटप्"], means: [LAPTOP] },
  // Power banks: the catalogue writes "Power Bank" in names and "Powerbank" as the category.
  { says: ["powerbank", "पावर बैंक", "पावरबैंक", "पावर बैङ्क", "पावर ब्याङ्क"], means: [["power"], ["bank"]] },
  { says: ["पावर"], means: [["power"]] },
  // Brands and models written in Devanagari
  { says: ["सामसुङ", "सामसुंग", "साम्सुङ"], means: [["samsung"]] },
  { says: ["एप्पल", "एपल"], means: [["apple"]] },
  { says: ["आइफोन", "आईफोन"], means: [["iphone"]] },
  { says: ["रेडमी"], means: [["redmi"]] },
  { says: ["शाओमी", "सायोमी"], means: [["xiaomi"]] },
  { says: ["वनप्लस"], means: [["oneplus"]] },
  { says: ["भिभो", "विवो"], means: [["vivo"]] },
  { says: ["ओप्पो"], means: [["oppo"]] },
  { says: ["रियलमी"], means: [["realme"]] },
  { says: ["म्याकबुक"], means: [["macbook"]] },
  { says: ["जेबिएल"], means: [["jbl"]] },
];

/**
 * Little words of Nepali that carry no product ("mobile ko cover", "sasto phone"), romanised and
 * in Devanagari. They are dropped from queries only; the catalogue is English.
 */
export const NEPALI_FILLER: ReadonlySet<string> = new Set(
  ["ko", "ka", "ki", "lai", "ma", "ra", "wala", "wali", "pani", "ni", "sasto", "ramro", "naya", "nayaa", "chahiyo", "kinna", "ko lagi"]
    .concat(["को", "का", "की", "लाई", "मा", "र", "वाला", "वाली", "पनि", "सस्तो", "राम्रो", "नयाँ", "चाहियो", "लागि"])
    .flatMap((word) => tokenize(word)),
);
/** Case endings written onto a word: "chargerko", "मोबाइलको". Stripped when what is left is known. */
const SUFFIXES = ["ko", "ka", "ki", "lai", "ma", "को", "का", "की", "लाई", "मा"].map((s) => tokenize(s)[0]!);

const LONGEST_PHRASE = 3;
/** "back cover" → the terms it means; keys are tokenized the way queries are. */
const PHRASES: ReadonlyMap<string, readonly (readonly string[])[]> = (() => {
  const phrases = new Map<string, readonly (readonly string[])[]>();
  for (const row of SYNONYM_ROWS) {
    for (const say of row.says) {
      const key = tokenize(say).join(" ");
      if (key && !phrases.has(key)) phrases.set(key, row.means);
    }
  }
  return phrases;
})();

function isKnownWord(word: string): boolean {
  return PHRASES.has(word);
}

/** "chargerko" → "charger" when "charger" is a word the table knows; else the word itself. */
function stripSuffix(word: string): string {
  if (isKnownWord(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      if (isKnownWord(stem)) return stem;
    }
  }
  return word;
}

/**
 * The query's terms with their alternatives: a phrase the table knows (longest first) becomes
 * the terms it means, with the typed word first among the alternatives when it is one of them
 * (so "case" is still matched and ranked as "case"); Nepali filler words go; other words stay
 * as they are, alone. A term's first alternative is the word the tiers compare (search-scoring.ts).
 */
export function expandSynonyms(words: readonly string[]): string[][] {
  const terms = expandPhrases(words);
  // "mobile cover", "phone ko charger": every cover, protector, charger and cable here is for a
  // phone, so the phone word only asks for the accessory; kept, it would pull in whatever
  // mentions phones. ("iphone 15 cover" keeps its model: that is a word of its own.)
  if (terms.length > 1 && terms.some((t) => PHONE_ACCESSORY_KEYS.has(meaningKey(t)))) return terms.filter((t) => meaningKey(t) !== PHONE_KEY);
  return terms;
}

/** The same meaning whichever alternative was typed first. */
const meaningKey = (alternatives: readonly string[]) => [...alternatives].sort().join(" ");
const PHONE_KEY = meaningKey(PHONE);
const PHONE_ACCESSORY_KEYS = new Set([COVER, PROTECTOR, CHARGER, CABLE].map(meaningKey));

function expandPhrases(words: readonly string[]): string[][] {
  const stems = words.map(stripSuffix);
  // A query of filler alone ("ma" typed on the way to "macbook") is kept as typed.
  const kept = stems.some((word) => !NEPALI_FILLER.has(word)) ? stems.filter((word) => !NEPALI_FILLER.has(word)) : stems;
  const out: string[][] = [];
  for (let i = 0; i < kept.length;) {
    let length = Math.min(LONGEST_PHRASE, kept.length - i);
    for (; length > 0; length--) {
      const key = kept.slice(i, i + length).join(" ");
      const means = PHRASES.get(key);
      if (!means) continue;
      for (const alternatives of means) {
        const typed = length === 1 && means.length === 1 && alternatives.includes(key) ? key : undefined;
        out.push(typed ? [typed, ...alternatives.filter((a) => a !== typed)] : [...alternatives]);
      }
      break;
    }
    if (length === 0) {
      out.push([kept[i]!]);
      length = 1;
    }
    i += length;
  }
  return out;
}
