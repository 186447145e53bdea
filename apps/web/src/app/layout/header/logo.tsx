import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { FALLBACK_SHOP_NAME, useShopInfo } from "@/lib/queries/get-shop-info";
import { m } from "@/paraglide/messages";

export function Logo() {
  const { data: shop } = useShopInfo();
  const name = shop?.name ?? FALLBACK_SHOP_NAME;
  return (
    <Link to="/" aria-label={m.layout_logo_home({ name })} className="flex shrink-0 items-center gap-2">
      <span className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
        <ShoppingBag aria-hidden className="size-5" />
      </span>
      <span className="text-xl font-extrabold tracking-tight text-slate-900">{name}</span>
    </Link>
  );
}
