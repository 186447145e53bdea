import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { lineStock, type CartLine } from "@pasal/shared";
import { fetchStock } from "@/lib/cart";
import { m } from "@/paraglide/messages";

/**
 * A guest's lines carry the stock seen when they were added; the cart page asks the catalogue
 * again (GET /product?productIds=…, docs/requirements/catalogue.md#catalogue-calls). A product the
 * catalogue no longer knows has none left. Signed-in lines come from the server with current stock
 * already.
 */
export function useCheckedLines(lines: CartLine[], isGuest: boolean): CartLine[] {
  const ids = useMemo(() => [...new Set(lines.map((line) => line.productId))].sort(), [lines]);
  const check = useQuery({
    queryKey: ["cart-stock", ids.join(",")],
    queryFn: () => fetchStock(ids),
    enabled: isGuest && ids.length > 0,
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (check.isError) toast.error(m.cart_check_failed(), { id: "cart-stock-check" });
  }, [check.isError]);

  return useMemo(() => {
    const stock = check.data;
    if (!isGuest || !stock) return lines;
    return lines.map((line) => ({ ...line, stock: lineStock(stock.get(line.productId) ?? 0, line.bundle) }));
  }, [check.data, isGuest, lines]);
}
