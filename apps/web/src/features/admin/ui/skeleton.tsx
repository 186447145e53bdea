/** A grey placeholder bar while data loads (the screen keeps its shape instead of jumping). */
export function Skeleton({ className = "h-4 w-full" }: { className?: string }) {
  return <span aria-hidden className={`block animate-pulse rounded bg-slate-200 ${className}`} />;
}

/** A block of placeholder rows with a label for screen readers. */
export function SkeletonRows({ rows = 6, label = "Loading…" }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 py-2">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-9 w-full" />
      ))}
    </div>
  );
}
