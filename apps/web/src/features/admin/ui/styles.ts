/** The back office's few button looks, so every screen's actions line up. */
const base =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-4 disabled:cursor-not-allowed disabled:opacity-60";
export const buttonClass = {
  primary: `${base} bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-200`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-brand-100`,
  danger: `${base} bg-rose-600 text-white hover:bg-rose-700 focus-visible:ring-rose-200`,
  ghost: `${base} text-slate-700 hover:bg-slate-100 focus-visible:ring-brand-100`,
} as const;

export const inputClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-500";

export const cardClass = "rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5";
