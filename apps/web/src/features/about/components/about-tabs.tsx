import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export type Tab<Id extends string> = { id: Id; label: string; panel: ReactNode };

type Props<Id extends string> = { tabs: Tab<Id>[]; active: Id; onChange: (id: Id) => void };

/** Accessible tabs: arrow keys move between them; only the active panel is shown. */
export function AboutTabs<Id extends string>({ tabs, active, onChange }: Props<Id>) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="About us" className="flex flex-wrap justify-center gap-2">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition sm:px-5 sm:py-2.5 ${
                selected ? "bg-brand-600 text-white shadow-sm" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== active}
          className="mt-10"
        >
          {tab.id === active && tab.panel}
        </div>
      ))}
    </div>
  );
}
