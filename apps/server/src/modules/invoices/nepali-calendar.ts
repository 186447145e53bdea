import NepaliDateModule from "nepali-date-converter";

// The package's CommonJS build puts the class on `default` when imported from ESM.
const NepaliDate = (NepaliDateModule as unknown as { default?: typeof NepaliDateModule }).default ?? NepaliDateModule;

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;
const SHRAWAN = 3; // month index: Baisakh 0 … Shrawan 3

export const BS_MONTHS = ["Baisakh", "Jestha", "Asar", "Shrawan", "Bhadra", "Asoj", "Kartik", "Mangsir", "Poush", "Magh", "Falgun", "Chaitra"];

/** The calendar date in Nepal (UTC+05:45) of an instant, as year, month (1–12) and day. */
export function nepalAdDate(at: Date): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() + NEPAL_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The Bikram Sambat date of an instant, as it is in Nepal. */
export function toBs(at: Date): { year: number; month: number; day: number } {
  const ad = nepalAdDate(at);
  const bs = new NepaliDate(new Date(ad.year, ad.month - 1, ad.day)).getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}

/** Nepal's fiscal year starts on 1 Shrawan: 1 Shrawan 2083 to the end of Asar 2084 is "2083/84". */
export function fiscalYearOf(at: Date): string {
  const bs = toBs(at);
  const start = bs.month - 1 >= SHRAWAN ? bs.year : bs.year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}

export const formatBs = (bs: { year: number; month: number; day: number }) =>
  `${bs.year}-${String(bs.month).padStart(2, "0")}-${String(bs.day).padStart(2, "0")} (${bs.day} ${BS_MONTHS[bs.month - 1]} ${bs.year})`;
