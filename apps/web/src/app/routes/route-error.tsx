import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PRODUCT_NOT_FOUND, ProductNotFound } from "@/features/product-detail/components/product-not-found";
import { m } from "@/paraglide/messages";
import { NotFoundPage } from "./not-found";

/** Last line of defence when a screen throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  // The server renderer answers an unknown product with a 404 (app/ssr/route-data.ts), which shows
  // the product page's own message (docs/requirements/catalogue.md#product-page); any other 404 is the
  // Not Found page.
  if (isRouteErrorResponse(error) && error.status === 404) return error.data === PRODUCT_NOT_FOUND ? <ProductNotFound /> : <NotFoundPage />;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : m.common_unexpected_error();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.common_something_wrong()}</h1>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <div className="mt-6 flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white">
          {m.common_reload()}
        </button>
        <Link to="/" reloadDocument className="rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold">
          {m.common_go_home()}
        </Link>
      </div>
    </main>
  );
}
