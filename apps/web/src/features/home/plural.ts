/** "Phone" → "Phones", "Smartwatch" → "Smartwatches": enough for the shop's category names. */
export function pluralize(word: string): string {
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}
