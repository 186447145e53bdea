import { PackageSearch } from "lucide-react";
import { Link } from "react-router";

/** Orders arrive with a later issue; until then the section says so and points at the shop. */
export function OrdersPlaceholder() {
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">Orders</h2>
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
        <PackageSearch aria-hidden className="size-10 text-slate-400" />
        <p className="mt-4 font-semibold text-slate-900">Your orders will appear here</p>
        <p className="mt-1 text-sm text-slate-500">Order history is on its way. Meanwhile, there is plenty to browse.</p>
        <Link
          to="/products"
          className="mt-6 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Browse products
        </Link>
      </div>
    </div>
  );
}
