import { Briefcase, MapPin } from "lucide-react";
import type { JobPosition } from "@pasal/shared";
import { m } from "@/paraglide/messages";

type OpenPositionsProps = { positions: JobPosition[]; loading: boolean; onApply: (title: string) => void };

/** The open positions; none open is a normal state, not an error. */
export function OpenPositions({ positions, loading, onApply }: OpenPositionsProps) {
  return (
    <section aria-labelledby="open-positions">
      <h2 id="open-positions" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
        {m.careers_open_positions()}
      </h2>
      {loading ? (
        <div aria-hidden className="h-32 animate-pulse rounded-2xl bg-slate-200/70" />
      ) : positions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">{m.careers_no_positions()}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {positions.map((position) => (
            <li key={position._id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{position.title}</h3>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="size-3.5" />
                  {position.location}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Briefcase aria-hidden className="size-3.5" />
                  {position.type} · {position.department}
                </span>
              </p>
              <p className="mt-3 flex-1 text-sm text-slate-600">{position.description}</p>
              <button
                type="button"
                onClick={() => onApply(position.title)}
                aria-label={m.careers_apply_for({ title: position.title })}
                className="mt-4 self-start rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {m.careers_apply()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
