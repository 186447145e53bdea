/**
 * Money is stored as integer paisa and travels in the API as rupees with at most two
 * decimals (decision 002). These helpers are the only place the two meet.
 */
export const PAISA_PER_RUPEE = 100;

export function rupeesToPaisa(rupees: number): number {
  return Math.round(rupees * PAISA_PER_RUPEE);
}

export function paisaToRupees(paisa: number): number {
  return paisa / PAISA_PER_RUPEE;
}

/** Indian digit grouping (lakh, crore) with two decimals: 123456 → "1,23,456.00". */
export function groupIndian(rupees: number): string {
  const negative = rupees < 0;
  const [whole = "0", fraction = "00"] = Math.abs(rupees).toFixed(2).split(".");
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${lastThree}` : lastThree;
  return `${negative ? "-" : ""}${grouped}.${fraction}`;
}

/** How every price is shown to shoppers (docs/requirements/home.md#product-cards): `Rs. 1,23,456.00`. */
export function formatRs(rupees: number): string {
  return `Rs. ${groupIndian(rupees)}`;
}

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** Western digits to Devanagari ones (० … ९); everything else is kept. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}

/**
 * A price in the shopper's language: English is exactly `formatRs`; Nepali uses the same lakh
 * grouping with Devanagari digits and "रु." (`रु. १,३९,९९९.००`). Done by hand rather than with
 * Intl so it does not depend on how complete a browser's ICU data for `ne-NP` is.
 */
export function formatPrice(rupees: number, locale: "en" | "ne"): string {
  return locale === "ne" ? `रु. ${toDevanagariDigits(groupIndian(rupees))}` : formatRs(rupees);
}
