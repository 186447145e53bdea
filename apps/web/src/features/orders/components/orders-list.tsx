import { useState } from "react";
import { PackageSearch } from "lucide-react";
import { Link } from "react-router";
import { ErrorState } from "@/components/error-state";
import { Spinner } from "@/components/spinner";
import { useOrders } from "@/lib/queries/get-orders";
import { m } from "@/paraglide/messages";
import { useHighlightedOrder } from "../hooks/use-highlighted-order";
import { useLiveOrderUpdates } from "../hooks/use-live-order-updates";
import { OrderCard } from "./order-card";

/**
 * A shopper's orders, newest first, each a collapsible card (docs/requirements/orders.md#orders-page).
 * Shown on /order and in the profile's Orders tab. The newest order (or the one in ?id) starts open.
 */
export function OrdersList({ userId }: { userId: string }) {
  const { data: orders, isPending, isError, refetch } = useOrders(userId);
  useLiveOrderUpdates(userId);
  const { target, highlighted } = useHighlightedOrder(orders?.map((order) => order.orderId));
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  if (isPending) return <Spinner label={m.order_loading_list()} />;
  if (isError) return <ErrorState title={m.order_list_failed()} message={m.order_check_connection()} onRetry={() => void refetch()} />;
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
        <PackageSearch aria-hidden className="size-10 text-slate-400" />
        <p className="mt-4 font-semibold text-slate-900">{m.order_none()}</p>
        <Link to="/" className="mt-6 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {m.order_shop_now()}
        </Link>
      </div>
    );
  }

  const openByDefault = target ?? orders[0]!.orderId;
  return (
    <div className="space-y-4">
      {orders.map((order) => {
        const open = toggled[order.orderId] ?? order.orderId === openByDefault;
        return (
          <OrderCard
            key={order._id}
            order={order}
            open={open}
            highlighted={highlighted === order.orderId}
            onToggle={() => setToggled((current) => ({ ...current, [order.orderId]: !open }))}
          />
        );
      })}
    </div>
  );
}
