import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatRs, type AdminOrderRow } from "@pasal/shared";
import { dateTime, label } from "../../lib/format";
import { Badge } from "../../ui/badge";

/** The order table's columns; `meta.sortKey` names the server's sort for the sortable ones. */
export const orderColumns: ColumnDef<AdminOrderRow, unknown>[] = [
  {
    header: "Order",
    accessorKey: "orderId",
    cell: ({ row }) => (
      <Link to={`/admin/orders/${row.original.orderId}`} className="whitespace-nowrap font-semibold text-brand-700 hover:underline">
        {row.original.orderId}
      </Link>
    ),
  },
  {
    header: "Placed",
    accessorKey: "createdAt",
    meta: { sortKey: "createdAt" },
    cell: ({ row }) => <span className="whitespace-nowrap">{dateTime(row.original.createdAt)}</span>,
  },
  {
    header: "Customer",
    id: "customer",
    cell: ({ row }) => (
      <span className="block max-w-[14rem]">
        <span className="block truncate font-medium text-slate-900">{row.original.customer.name}</span>
        <span className="block truncate text-xs text-slate-500">{row.original.customer.phone}</span>
      </span>
    ),
  },
  { header: "District", accessorKey: "district" },
  { header: "Status", accessorKey: "status", meta: { sortKey: "status" }, cell: ({ row }) => <Badge value={row.original.status} /> },
  {
    header: "Payment",
    id: "payment",
    cell: ({ row }) => (
      <span className="flex items-center gap-1.5">
        <span className="text-xs font-semibold text-slate-500">{label(row.original.paymentMethod)}</span>
        <Badge value={row.original.paymentStatus} />
      </span>
    ),
  },
  {
    header: "Total",
    accessorKey: "totalAmount",
    meta: { sortKey: "totalAmount" },
    cell: ({ row }) => <span className="whitespace-nowrap font-medium text-slate-900">{formatRs(row.original.totalAmount)}</span>,
  },
];
