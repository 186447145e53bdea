import { ToWords } from "to-words";

// Nepali English: lakh and crore, rupees and paisa.
const words = new ToWords({
  localeCode: "en-NP",
  converterOptions: {
    currency: true,
    currencyOptions: { name: "Rupee", plural: "Rupees", symbol: "Rs.", fractionalUnit: { name: "Paisa", plural: "Paisa", symbol: "" } },
  },
});

/** 12345650 paisa → "One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees And Fifty Paisa Only". */
export const amountInWords = (paisa: number): string => words.convert(paisa / 100);
