import { useState } from "react";
import { useNavigate } from "react-router";
import { ShoppingCart, Zap } from "lucide-react";
import { toast } from "@/lib/toast";
import { lineStock, type CartLine, type Product } from "@pasal/shared";
import { saveBuyNow, useCartActions } from "@/lib/cart";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import { missingSelection, selectionMessage, type Selection } from "../selection";

type PurchaseActionsProps = { product: Product; selection: Selection; quantity: number; price: number };

/** The line the shopper put together: quantity and price are per line unit (an item, or a pack). */
export function chosenLine(product: Product, selection: Selection, quantity: number, price: number): CartLine {
  const colourImage = product.color.find((option) => option.colorName === selection.color)?.image;
  return {
    productId: product._id,
    id: product._id,
    modelName: product.modelName,
    name: product.name,
    price,
    quantity,
    image: colourImage || product.images[0]?.url || "",
    stock: lineStock(product.stock, selection.bundle),
    color: selection.color ?? "",
    variant: selection.variant ?? "",
    model: selection.model ?? "",
    bundle: selection.bundle ?? "",
  };
}

/**
 * Add to cart and Buy now check the choices first (docs/requirements/catalogue.md#product-options). Add
 * to cart puts the line in the guest's or the server cart; Buy now keeps it aside for checkout
 * (docs/requirements/catalogue.md#product-options).
 */
export function PurchaseActions({ product, selection, quantity, price }: PurchaseActionsProps) {
  const soldOut = product.stock <= 0;
  const { add } = useCartActions();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  const validLine = (action: "cart" | "buy") => {
    const missing = missingSelection(product, selection);
    if (missing) {
      toast.error(selectionMessage(missing, action));
      return null;
    }
    const line = chosenLine(product, selection, quantity, price);
    if (line.stock <= 0) {
      toast.error(m.product_out_of_stock_toast());
      return null;
    }
    if (line.quantity > line.stock) {
      toast.error(m.product_only_in_stock({ count: number(line.stock) }));
      return null;
    }
    return line;
  };

  const addToCart = async () => {
    const line = validLine("cart");
    if (!line) return;
    setAdding(true);
    try {
      await add(line);
    } finally {
      setAdding(false);
    }
  };

  const buyNow = () => {
    const line = validLine("buy");
    if (!line) return;
    saveBuyNow(line);
    void navigate("/checkout", { state: { buyNow: true } });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button
        type="button"
        disabled={soldOut || adding}
        onClick={() => void addToCart()}
        className="inline-flex flex-1 items-center justify-center gap-2 rounded-full border-2 border-brand-600 px-6 py-3 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
      >
        <ShoppingCart aria-hidden className="size-4" /> {adding ? m.product_adding() : m.product_add_to_cart()}
      </button>
      <button
        type="button"
        disabled={soldOut}
        onClick={buyNow}
        className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
      >
        <Zap aria-hidden className="size-4" /> {m.product_buy_now()}
      </button>
    </div>
  );
}
