/** Nepal's country code, added to a bare 10-digit mobile number for WhatsApp and tel: links. */
const NEPAL_DIALLING_CODE = "977";

/** Digits of the number in international form, e.g. "9801234567" → "9779801234567". */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `${NEPAL_DIALLING_CODE}${digits}` : digits;
}

export const whatsappLink = (phone: string) => `https://wa.me/${internationalDigits(phone)}`;
export const callLink = (phone: string) => `tel:+${internationalDigits(phone)}`;
