import { SWATCH_COLORS } from "@pasal/shared";
import { m } from "@/paraglide/messages";

const COLOR_NAMES = Object.keys(SWATCH_COLORS) as (keyof typeof SWATCH_COLORS)[];
const capitalise = (name: string) => name[0]!.toUpperCase() + name.slice(1);

type ColorChoicesProps = { value: string | undefined; onChange: (color: string | undefined) => void };

/** The 20 swatch colours (spec part 2 §9); "Midnight Black" counts as black on the server. */
export function ColorChoices({ value, onChange }: ColorChoicesProps) {
  const option = (name: string | undefined, label: string, swatch?: string) => {
    const checked = name === value;
    return (
      <label
        key={label}
        className={`flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm transition has-focus-visible:ring-2 has-focus-visible:ring-brand-300 ${
          checked ? "bg-brand-50 font-medium text-brand-800" : "text-slate-700 hover:bg-slate-100"
        }`}
      >
        <input type="radio" name="Colour" checked={checked} onChange={() => onChange(name)} className="sr-only" />
        <span
          aria-hidden
          className={`size-4 shrink-0 rounded-full ring-1 ${checked ? "ring-2 ring-brand-600 ring-offset-1" : "ring-slate-300"} ${swatch ? "" : "bg-[conic-gradient(#dc2626,#facc15,#16a34a,#2563eb,#9333ea,#dc2626)]"}`}
          style={swatch ? { backgroundColor: swatch } : undefined}
        />
        {label}
      </label>
    );
  };
  return (
    <fieldset className="grid grid-cols-2 gap-0.5">
      <legend className="sr-only">{m.list_colour()}</legend>
      {option(undefined, m.list_all_colours())}
      {COLOR_NAMES.map((name) => option(name, capitalise(name), SWATCH_COLORS[name]))}
    </fieldset>
  );
}
