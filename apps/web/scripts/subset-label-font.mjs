// Writes src/assets/nepali-label.woff2: the shop's Devanagari font cut down to the letters of the
// language switch's "नेपाली". English pages show only that word in Devanagari; with the whole font
// (122 KB) they downloaded it on every first visit, competing with the page's largest image.
// Run again (node apps/web/scripts/subset-label-font.mjs) if the label or the font changes.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const LABEL = "नेपाली";
const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2");
const target = new URL("../src/assets/nepali-label.woff2", import.meta.url);
const subset = await subsetFont(readFileSync(source), LABEL, { targetFormat: "woff2" });
writeFileSync(target, subset);
console.log(`${target.pathname}: ${subset.length} bytes for "${LABEL}"`);
