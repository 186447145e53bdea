import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatRs } from "@pasal/shared";
import { Badge } from "../../ui/badge";
import { selectColumn } from "../../ui/data-table";
import type { AdminProductRow } from "../api/product-types";

const stockTone = (row: AdminProductRow) => (row.stock === 0 ? "text-rose-700" : row.stock <= row.lowStockThreshold ? "text-amber-700" : "text-slate-900");

/** The products table; the price column only for roles that may see prices change (prices:write). */
export function productColumns({ selectable, showPrices }: { selectable: boolean; showPrices: boolean }): ColumnDef<AdminProductRow, unknown>[] {
  const columns: ColumnDef<AdminProductRow, unknown>[] = [
    {
      header: "Product",
      id: "name",
      meta: { sortKey: "name" },
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <img src={row.original.image ?? "/placeholder-product.svg"} alt="" className="size-9 shrink-0 rounded border border-slate-200 object-contain" />
          <Link to={`/admin/products/${row.original._id}`} className="max-w-[16rem] truncate font-semibold text-brand-700 hover:underline">
            {row.original.name}
          </Link>
        </span>
      ),
    },
    { header: "Category", accessorKey: "parentCategory" },
    { header: "Brand", accessorKey: "parentSubcategory" },
    {
      header: "Stock",
      accessorKey: "stock",
      meta: { sortKey: "stock" },
      cell: ({ row }) => <span className={`font-semibold ${stockTone(row.original)}`}>{row.original.stock}</span>,
    },
    { header: "Shop", id: "published", cell: ({ row }) => <Badge value={row.original.published ? "published" : "hidden"} /> },
  ];
  if (showPrices)
    columns.splice(3, 0, {
      header: "Price",
      accessorKey: "sellingPrice",
      meta: { sortKey: "price" },
      cell: ({ row }) => <span className="whitespace-nowrap">{formatRs(row.original.sellingPrice)}</span>,
    });
  return selectable ? [selectColumn<AdminProductRow>(), ...columns] : columns;
}
