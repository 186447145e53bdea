import { m } from "@/paraglide/messages";

type SpinnerProps = { label?: string; className?: string };

/** A centred spinning ring with a label for screen readers (and, when given, for everyone). */
export function Spinner({ label = m.common_loading(), className = "py-24" }: SpinnerProps) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 ${className}`}>
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="text-sm text-slate-500">{label}</span>
    </div>
  );
}
