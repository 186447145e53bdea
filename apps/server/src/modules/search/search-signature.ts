import type { SearchableProduct } from "./search-scoring.js";
import type { TimeSlicer } from "./time-slicer.js";

/**
 * A digest of everything search reads from the catalogue, independent of product order. Most
 * catalogue changes are stock and sales from orders; when the digest did not move, the search
 * indexes are kept and only the snapshot (prices, stock) is new.
 */
export async function searchSignature(products: readonly (SearchableProduct & { _id: string })[], slicer?: TimeSlicer): Promise<string> {
  let sum1 = 0;
  let sum2 = 0;
  for (let i = 0; i < products.length; i++) {
    const p = products[i]!;
    const text = searchedText(p);
    const [h1, h2] = hash53(text);
    sum1 = (sum1 + h1) >>> 0;
    sum2 = (sum2 + h2) >>> 0;
    if ((i & 1023) === 0 && slicer?.due()) await slicer.pause();
  }
  return `${products.length}:${sum1.toString(36)}:${sum2.toString(36)}`;
}

/** Everything search reads of one product, as one string: two products search alike when theirs are equal. */
export function searchedText(p: SearchableProduct & { _id: string }): string {
  return [
    p._id,
    p.name,
    p.modelName,
    p.description,
    p.parentCategory,
    p.parentSubcategory,
    p.color.map((c) => c.colorName).join("\u0002"),
    p.model.join("\u0002"),
  ].join("\u0001");
}

/** Two independent 32-bit multiplicative hashes of a string (together about 53 useful bits). */
function hash53(text: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}
