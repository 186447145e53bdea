/**
 * The Bikram Sambat converter (docs/requirements/nepali.md#numbers-and-dates) ships no types; these are
 * the parts the storefront uses.
 */
declare module "bikram-sambat" {
  /** "2025-04-14" (AD) → "2082-01-01" (BS). */
  export function toBik_euro(gregorian: string): string;
  /** "2025-04-14" (AD) → "१ बैशाख २०८२". */
  export function toBik_text(gregorian: string): string;
}
