/**
 * Money is stored as integer paisa and travels in the API as rupees with at most two
 * decimals (DESIGN.md §3). These helpers are the only place the two meet.
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

/** How every price is shown to shoppers (spec part 1 §9): `Rs. 1,23,456.00`. */
export function formatRs(rupees: number): string {
  return `Rs. ${groupIndian(rupees)}`;
}
