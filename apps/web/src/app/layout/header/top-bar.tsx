import { useState } from "react";
import { BadgeCheck } from "lucide-react";
import type { ShopStats } from "@pasal/shared";
import { useAuthStore } from "@/lib/auth-store";
import { number } from "@/lib/i18n/format";
import { useShopStats } from "@/lib/queries/get-shop-stats";
import { useInBrowser } from "@/lib/use-in-browser";
import { m } from "@/paraglide/messages";
import { pickGreeting } from "./greetings";

/**
 * The spec's note about satisfied customers, said only as far as the data goes
 * (docs/requirements/content-pages.md#about).
 */
export function satisfactionNote(stats: ShopStats | undefined): string | null {
  if (!stats) return null;
  if (stats.ordersDelivered > 0) {
    const delivered = stats.ordersDelivered === 1 ? m.layout_orders_delivered_one : m.layout_orders_delivered;
    return delivered({ count: number(stats.ordersDelivered) });
  }
  if (stats.positiveReviewPercent !== undefined) {
    return m.layout_review_share({ percent: number(stats.positiveReviewPercent), count: number(stats.reviews) });
  }
  return null;
}

/** Desktop-only strip above the navigation: a greeting and the store's promise. */
export function TopBar() {
  const fullName = useAuthStore((state) => state.authUser?.fullName);
  // Pick once per visit so the text does not change under the reader.
  const [random] = useState(Math.random);
  const greeting = pickGreeting(fullName, new Date(), random);
  const note = satisfactionNote(useShopStats().data);
  // Random and the shopper's own weekday: written in the browser, never in the server's page.
  const inBrowser = useInBrowser();

  return (
    <div className="hidden bg-slate-900 text-xs text-slate-200 lg:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-6">
        <p>{inBrowser ? greeting : null}</p>
        {note && (
          <p className="flex items-center gap-1.5">
            <BadgeCheck aria-hidden className="size-4 text-amber-400" />
            {note}
          </p>
        )}
      </div>
    </div>
  );
}
