import { VALUES, MILESTONES, GROUP_BUSINESSES } from "../about-content";

/** The six core values (shown on both about pages); hover only highlights. */
export function CoreValues() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {VALUES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-xs transition hover:border-brand-300 hover:shadow-md sm:block sm:p-6">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
            <Icon aria-hidden className="size-6" />
          </span>
          <div className="sm:mt-4">
            <h3 className="font-semibold text-slate-900">{title}</h3>
            <p className="mt-1.5 text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Five milestones on a vertical line. */
export function Timeline() {
  return (
    <ol className="relative mx-auto max-w-2xl border-l-2 border-brand-100 pl-8">
      {MILESTONES.map((milestone) => (
        <li key={milestone.year} className="relative pb-10 last:pb-0">
          <span aria-hidden className="absolute -left-[2.55rem] top-1 size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200" />
          <p className="text-sm font-bold text-brand-600">{milestone.year}</p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900">{milestone.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The group of companies: four businesses. */
export function GroupEcosystem() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {GROUP_BUSINESSES.map((business) => (
        <li key={business.name} className="overflow-hidden rounded-3xl bg-white shadow-xs ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-md">
          <div className={`h-2 bg-gradient-to-r ${business.tone}`} />
          <div className="p-6">
            <h3 className="font-semibold text-slate-900">{business.name}</h3>
            <p className="mt-1.5 text-sm text-slate-600">{business.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
