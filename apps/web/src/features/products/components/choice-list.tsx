type ChoiceListProps = {
  name: string;
  options: string[];
  value: string | undefined;
  allLabel: string;
  onChange: (value: string | undefined) => void;
  /** Long lists (brands) scroll inside the panel instead of stretching it. */
  scroll?: boolean;
};

/** A radio list with an "All" entry first; used for category and brand. */
export function ChoiceList({ name, options, value, allLabel, onChange, scroll = false }: ChoiceListProps) {
  const entries: { label: string; value: string | undefined }[] = [
    { label: allLabel, value: undefined },
    ...options.map((option) => ({ label: option, value: option })),
  ];
  return (
    <fieldset className={`space-y-1 ${scroll ? "max-h-72 overflow-y-auto pr-1" : ""}`}>
      <legend className="sr-only">{name}</legend>
      {entries.map((entry) => {
        const checked = entry.value === value;
        return (
          <label
            key={entry.label}
            className={`flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm transition ${
              checked ? "bg-brand-50 font-medium text-brand-800" : "text-slate-700 hover:bg-slate-100"
            }`}
          >
            <input type="radio" name={name} checked={checked} onChange={() => onChange(entry.value)} className="size-4 accent-brand-600" />
            {entry.label}
          </label>
        );
      })}
    </fieldset>
  );
}
