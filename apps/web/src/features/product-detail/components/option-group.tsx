import type { ReactNode } from "react";

export type Option = { value: string; label: ReactNode; hint?: string };

type OptionGroupProps = {
  title: string;
  options: Option[];
  selected: string | null;
  onToggle: (value: string) => void;
};

/**
 * A row of toggle pills; pressing the chosen one again clears the choice
 * (docs/requirements/catalogue.md#product-options).
 */
export function OptionGroup({ title, options, selected, onToggle }: OptionGroupProps) {
  if (options.length === 0) return null;
  return (
    <div role="group" aria-label={title}>
      <p className="mb-2 text-sm font-semibold text-slate-900">
        {title}
        {selected && <span className="ml-2 font-normal text-slate-500">{selected}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === selected;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(option.value)}
              className={`inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm transition ${
                pressed
                  ? "border-brand-600 bg-brand-50 font-semibold text-brand-800 ring-2 ring-brand-100"
                  : "border-slate-200 bg-white text-slate-700 hover:border-slate-300"
              }`}
            >
              {option.label}
              {option.hint && <span className="text-xs text-slate-500">{option.hint}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
