import { SWATCH_COLORS, type SwatchColor } from "@pasal/shared";
import { m } from "@/paraglide/messages";

const COLOR_NAMES = Object.keys(SWATCH_COLORS) as SwatchColor[];

/** The swatch names as the filter shows them, read in the current language when rendered. */
const COLOR_LABELS: Record<SwatchColor, () => string> = {
  black: m.list_colour_black,
  white: m.list_colour_white,
  red: m.list_colour_red,
  blue: m.list_colour_blue,
  green: m.list_colour_green,
  yellow: m.list_colour_yellow,
  purple: m.list_colour_purple,
  pink: m.list_colour_pink,
  gray: m.list_colour_gray,
  brown: m.list_colour_brown,
  orange: m.list_colour_orange,
  silver: m.list_colour_silver,
  gold: m.list_colour_gold,
  navy: m.list_colour_navy,
  beige: m.list_colour_beige,
  maroon: m.list_colour_maroon,
  cyan: m.list_colour_cyan,
  teal: m.list_colour_teal,
  indigo: m.list_colour_indigo,
  violet: m.list_colour_violet,
};

type ColorChoicesProps = { value: string | undefined; onChange: (color: string | undefined) => void };

/**
 * The 20 swatch colours (docs/requirements/home.md#product-cards); "Midnight Black" counts as black on
 * the server.
 */
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
      {COLOR_NAMES.map((name) => option(name, COLOR_LABELS[name](), SWATCH_COLORS[name]))}
    </fieldset>
  );
}
