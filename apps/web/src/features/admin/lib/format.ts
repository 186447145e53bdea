/** "12 Mar 2025, 14:05": when something happened, in Nepal's time as the shop reads it. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kathmandu" });
}

/** "12 Mar 2025". */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kathmandu" });
}

/** "processing" → "Processing", "cod" → "COD". */
export const label = (value: string) => (value.length <= 3 ? value.toUpperCase() : value.charAt(0).toUpperCase() + value.slice(1));
