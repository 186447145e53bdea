import { VALUES } from "../about-content";

/** The six core values; hover only highlights. */
export function CoreValues() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {VALUES.map(({ id, icon: Icon, title, text }) => (
        <li
          key={id}
          className="flex gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-xs transition hover:border-brand-300 hover:shadow-md sm:block sm:p-6"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
            <Icon aria-hidden className="size-6" />
          </span>
          <div className="sm:mt-4">
            <h3 className="font-semibold text-slate-900">{title()}</h3>
            <p className="mt-1.5 text-sm text-slate-600">{text()}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
