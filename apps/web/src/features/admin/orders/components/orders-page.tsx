import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { ErrorState } from "@/components/error-state";
import { useSearchState } from "../../lib/use-search-state";
import { DataTable } from "../../ui/data-table";
import { PageHeader } from "../../ui/page-header";
import { Pager } from "../../ui/pager";
import { buttonClass } from "../../ui/styles";
import { ORDER_FILTER_KEYS, ORDER_PAGE_SIZE, ordersCsvUrl, ordersQuery } from "../api/orders-api";
import { orderColumns } from "./order-columns";
import { OrderFiltersBar } from "./order-filters";

/** /admin/orders: the server-paged table; every filter, the search, sort and page live in the address. */
export function OrdersPage() {
  const { values, page, set } = useSearchState(ORDER_FILTER_KEYS);
  const orders = useQuery(ordersQuery(values, page));

  return (
    <>
      <PageHeader
        title="Orders"
        description={orders.data ? `${orders.data.totalIsEstimate ? "About " : ""}${orders.data.total.toLocaleString("en-IN")} matching` : undefined}
        actions={
          <a href={ordersCsvUrl(values)} className={buttonClass.secondary} download>
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
        }
      />
      <OrderFiltersBar values={values} onChange={set} />
      {orders.isError && !orders.data ? (
        <ErrorState title="Could not load the orders" message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <DataTable
            label="Orders"
            columns={orderColumns}
            rows={orders.data?.items}
            loading={orders.isFetching}
            emptyTitle="No orders match"
            getRowId={(row) => row.orderId}
            sort={values.sort || "-createdAt"}
            onSort={(sort) => set({ sort })}
          />
          {orders.data && (
            <Pager
              page={page}
              limit={ORDER_PAGE_SIZE}
              total={orders.data.total}
              estimate={orders.data.totalIsEstimate}
              onPage={(next) => set({ page: next })}
            />
          )}
        </>
      )}
    </>
  );
}
