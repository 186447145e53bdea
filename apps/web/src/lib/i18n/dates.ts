import { toBik_euro, toBik_text } from "bikram-sambat";
import { toDevanagariDigits } from "@pasal/shared";
import { getLocale } from "./locale";

// Kept apart from ./format so the converter's month table loads only with the screens showing dates.
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

/** The calendar day an instant falls on in Nepal (UTC+05:45), as `YYYY-MM-DD` (AD). */
export function nepalDay(at: Date): string {
  return new Date(at.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Bikram Sambat date of an instant in Nepal: `2082-01-01`, or `null` outside the converter's table. */
export function bsDate(at: Date): string | null {
  try {
    return toBik_euro(nepalDay(at));
  } catch {
    return null;
  }
}

const AD_MONTHS_NE = ["जनवरी", "फेब्रुअरी", "मार्च", "अप्रिल", "मे", "जुन", "जुलाई", "अगस्ट", "सेप्टेम्बर", "अक्टोबर", "नोभेम्बर", "डिसेम्बर"];

/**
 * "14 April 2025" / "२०२५ अप्रिल १४" (AD, on the day in Nepal). Nepali by hand: browsers' ICU data
 * for `ne-NP` differ (Chromium gives Latin digits), and a server-rendered date must read the same
 * after hydration.
 */
export function adDateText(at: Date): string {
  if (getLocale() !== "ne") return at.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kathmandu" });
  return toDevanagariDigits(adDayMonthNe(at, true));
}

/** "अप्रिल 14" (with the year first when asked), in Latin digits: the caller converts them. */
function adDayMonthNe(at: Date, withYear: boolean): string {
  const [year, month, day] = nepalDay(at).split("-").map(Number);
  const dayMonth = `${AD_MONTHS_NE[(month ?? 1) - 1]} ${day}`;
  return withYear ? `${year} ${dayMonth}` : dayMonth;
}

/** "अप्रिल १४": an AD day and month in Nepali, for dates outside the Bikram Sambat table. */
export const adDayMonthTextNe = (at: Date): string => toDevanagariDigits(adDayMonthNe(at, false));

/** The Bikram Sambat date in words: "१ बैशाख २०८२ वि.सं." / "1 Baisakh 2082 BS". */
export function bsDateText(at: Date): string | null {
  try {
    const day = nepalDay(at);
    if (getLocale() === "ne") return `${toBik_text(day)} वि.सं.`;
    const [year, month, date] = toBik_euro(day).split("-").map(Number);
    return `${date} ${BS_MONTHS_EN[(month ?? 1) - 1]} ${year} BS`;
  } catch {
    return null;
  }
}

const BS_MONTHS_EN = ["Baisakh", "Jestha", "Asar", "Shrawan", "Bhadra", "Asoj", "Kartik", "Mangsir", "Poush", "Magh", "Falgun", "Chaitra"];

/**
 * An order's date as shoppers in Nepal read it: English shows AD, Nepali shows Bikram Sambat first
 * with AD beside it (both are on the order page).
 */
export function orderDateText(at: Date): string {
  const ad = adDateText(at);
  if (getLocale() !== "ne") return ad;
  const bs = bsDateText(at);
  return bs ? `${bs} (${ad})` : ad;
}
