import { useState } from "react";
import { ProductCard } from "@/components/product-card";
import { useAuthStore } from "@/lib/auth-store";
import { usePersonalized } from "../api/get-personalized";
import { SectionHeader } from "./section-header";
import { m } from "@/paraglide/messages";

/** Four recommendations first, the rest behind "Show more" (docs/requirements/home.md#recommendations). */
export const RECOMMENDED_FIRST = 4;

/**
 * Signed-in shoppers only; a failure or an empty answer hides the block
 * (docs/requirements/home.md#recommendations).
 */
export function RecommendedSection() {
  const userId = useAuthStore((state) => state.authUser?._id);
  const { data } = usePersonalized(userId);
  const [all, setAll] = useState(false);
  const items = data?.items ?? [];
  if (!userId || items.length === 0) return null;
  const shown = all ? items : items.slice(0, RECOMMENDED_FIRST);
  return (
    <section aria-labelledby="recommended">
      <SectionHeader id="recommended" title={m.home_recommended()} subtitle={m.home_recommended_subtitle()} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {shown.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {items.length > RECOMMENDED_FIRST && (
        <div className="mt-5 flex justify-center">
          <button
            type="button"
            onClick={() => setAll((value) => !value)}
            className="rounded-full border border-slate-300 bg-white px-6 py-2 text-sm font-semibold text-slate-800 hover:border-brand-300 hover:text-brand-700"
          >
            {all ? m.home_show_less() : m.home_show_more()}
          </button>
        </div>
      )}
    </section>
  );
}
