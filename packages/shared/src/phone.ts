/**
 * The spec asks for exactly 10 digits (docs/requirements/orders.md#checkout-form); in Nepal that means a
 * mobile number starting 97 or 98 (NTC, Ncell, Smart). Landlines are not accepted for delivery contact.
 */
export const NEPAL_MOBILE_PATTERN = /^9[78]\d{8}$/;

export function isNepalMobile(value: string): boolean {
  return NEPAL_MOBILE_PATTERN.test(value.trim());
}
