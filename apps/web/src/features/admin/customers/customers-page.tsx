import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { ErrorState } from "@/components/error-state";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "../lib/format";
import { useSearchState } from "../lib/use-search-state";
import { Badge } from "../ui/badge";
import { DataTable } from "../ui/data-table";
import { PageHeader } from "../ui/page-header";
import { Pager } from "../ui/pager";
import { inputClass } from "../ui/styles";
import { CUSTOMER_PAGE_SIZE, customersQuery, type AdminCustomerRow } from "./customers-api";

const columns: ColumnDef<AdminCustomerRow, unknown>[] = [
  {
    header: "Name",
    id: "name",
    cell: ({ row }) => (
      <Link to={`/admin/customers/${row.original.id}`} className="font-semibold text-brand-700 hover:underline">
        {row.original.fullName || row.original.email}
      </Link>
    ),
  },
  { header: "E-mail", accessorKey: "email" },
  { header: "Phone", accessorKey: "phoneNumber" },
  { header: "Orders", accessorKey: "orders" },
  { header: "Joined", id: "joined", cell: ({ row }) => shortDate(row.original.createdAt) },
  { header: "Account", id: "state", cell: ({ row }) => <Badge value={row.original.disabled ? "disabled" : "active"} /> },
];

/** /admin/customers: search by name, e-mail or phone. */
export function CustomersPage() {
  const { values, page, set } = useSearchState(["q"] as const);
  const [q, setQ] = useState(values.q);
  useEffect(() => {
    if (q.trim() === values.q) return;
    const timer = setTimeout(() => set({ q: q.trim() }), 350);
    return () => clearTimeout(timer);
  }, [q, values.q, set]);
  const customers = useQuery(customersQuery(values.q, page));
  return (
    <>
      <PageHeader title="Customers" />
      <label className="mb-4 block max-w-md text-xs font-medium text-slate-600">
        Search
        <input type="search" className={`${inputClass} mt-1`} placeholder="Name, e-mail or phone" value={q} onChange={(event) => setQ(event.target.value)} />
      </label>
      {customers.isError && !customers.data ? (
        <ErrorState message={errorMessage(customers.error)} onRetry={() => void customers.refetch()} />
      ) : (
        <>
          <DataTable
            label="Customers"
            columns={columns}
            rows={customers.data?.items}
            loading={customers.isFetching}
            emptyTitle="No customers match"
            getRowId={(row) => row.id}
          />
          {customers.data && <Pager page={page} limit={CUSTOMER_PAGE_SIZE} total={customers.data.total} onPage={(next) => set({ page: next })} />}
        </>
      )}
    </>
  );
}
