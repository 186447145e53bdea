/** Grey card shapes while a row's products load. */
export function RowSkeleton({ cards = 5 }: { cards?: number }) {
  return (
    <div aria-hidden className="flex gap-4 overflow-hidden">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="h-80 w-44 shrink-0 animate-pulse rounded-2xl bg-slate-200/70 sm:w-56" />
      ))}
    </div>
  );
}
