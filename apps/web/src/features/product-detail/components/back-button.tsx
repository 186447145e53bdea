import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { m } from "@/paraglide/messages";

const cameFromProducts = (state: unknown) => Boolean(state && typeof state === "object" && "fromProducts" in state && state.fromProducts);

/** True when the browser has an earlier page of this app to return to. */
const hasAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * Back to the listing when the shopper came from it (docs/requirements/catalogue.md#product-page): a history
 * step, so its filters and scroll position come back; otherwise one step back in history.
 * A page opened directly has no step to go back to, so it goes to the listing or home.
 */
export function BackButton() {
  const navigate = useNavigate();
  const fromProducts = cameFromProducts(useLocation().state);
  const onClick = () => {
    if (hasAppHistory()) navigate(-1);
    else navigate(fromProducts ? "/products" : "/");
  };
  return (
    <button
      type="button"
      onClick={onClick}
      className="mb-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden className="size-4" /> {m.product_back()}
    </button>
  );
}
