import { MAX_CARD_COLORS, swatchFor } from "@pasal/shared";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

/** Up to three colour names, each with its swatch dot (docs/requirements/home.md#product-cards). */
export function ColorChips({ colors }: { colors: { colorName: string }[] }) {
  const shown = colors.slice(0, MAX_CARD_COLORS);
  if (shown.length === 0) return null;
  const hidden = colors.length - shown.length;
  return (
    <ul className="flex flex-wrap items-center gap-1" aria-label={m.common_colours()}>
      {shown.map(({ colorName }) => (
        <li key={colorName} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600">
          <span aria-hidden className="size-2.5 rounded-full ring-1 ring-slate-300" style={{ backgroundColor: swatchFor(colorName) }} />
          {colorName}
        </li>
      ))}
      {hidden > 0 && <li className="text-[11px] text-slate-500">+{number(hidden)}</li>}
    </ul>
  );
}
