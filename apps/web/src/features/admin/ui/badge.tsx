import { label } from "../lib/format";

const TONES: Record<string, string> = {
  processing: "bg-amber-50 text-amber-800 ring-amber-200",
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  new: "bg-amber-50 text-amber-800 ring-amber-200",
  shipped: "bg-sky-50 text-sky-800 ring-sky-200",
  replied: "bg-sky-50 text-sky-800 ring-sky-200",
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  succeeded: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  approved: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  published: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  open: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  returned: "bg-rose-50 text-rose-700 ring-rose-200",
  failed: "bg-rose-50 text-rose-700 ring-rose-200",
  rejected: "bg-rose-50 text-rose-700 ring-rose-200",
  hidden: "bg-rose-50 text-rose-700 ring-rose-200",
  disabled: "bg-rose-50 text-rose-700 ring-rose-200",
};
const NEUTRAL = "bg-slate-100 text-slate-700 ring-slate-300";

/** A status as a coloured pill; the word is always written out (colour is never the only cue). */
export function Badge({ value }: { value: string }) {
  return (
    <span
      data-status={value}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[value] ?? NEUTRAL}`}
    >
      {label(value)}
    </span>
  );
}
