/** Nepal's VAT rate; shop prices include it (docs/requirements/invoices.md#tax-invoices). */
export const VAT_RATE = 0.13;

/** Splits a VAT-inclusive amount (paisa) into its taxable part and the VAT, which add up to it exactly. */
export function splitVat(inclusivePaisa: number): { taxablePaisa: number; vatPaisa: number } {
  const taxablePaisa = Math.round(inclusivePaisa / (1 + VAT_RATE));
  return { taxablePaisa, vatPaisa: inclusivePaisa - taxablePaisa };
}
