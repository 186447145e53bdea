import { useRef } from "react";

type TabsProps<V extends string> = { label: string; value: V; tabs: Array<{ value: V; label: string }>; onChange: (value: V) => void };

/** A row of tabs; arrow keys move between them (WAI-ARIA tabs pattern, panel follows below). */
export function Tabs<V extends string>({ label, value, tabs, onChange }: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (step: number) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.value);
    list.current?.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          data-value={tab.value}
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") move(1);
            if (event.key === "ArrowLeft") move(-1);
          }}
          className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${tab.value === value ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
