import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState, type OnChangeFn } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { EmptyState } from "./empty-state";
import { SkeletonRows } from "./skeleton";

/** A column's sort key on the server; undefined when the column does not sort. */
export type SortableMeta = { sortKey?: string };

type DataTableProps<Row> = {
  label: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[] | undefined;
  loading: boolean;
  emptyTitle: string;
  getRowId: (row: Row) => string;
  /** The server's sort, e.g. "-createdAt"; clicking a sortable header flips it. */
  sort?: string;
  onSort?: (sort: string) => void;
  selection?: RowSelectionState;
  onSelectionChange?: OnChangeFn<RowSelectionState>;
};

function SortIcon({ direction }: { direction: "asc" | "desc" | undefined }) {
  if (direction === "asc") return <ArrowUp aria-hidden className="size-3.5" />;
  if (direction === "desc") return <ArrowDown aria-hidden className="size-3.5" />;
  return <ArrowUpDown aria-hidden className="size-3.5 text-slate-400" />;
}

/**
 * A server-driven table (TanStack Table): paging, sorting and filtering happen on the server, so
 * it stays fast at any number of rows; this only draws the page it is given. Wide tables scroll
 * sideways on a phone.
 */
export function DataTable<Row>({ label, columns, rows, loading, emptyTitle, getRowId, sort, onSort, selection, onSelectionChange }: DataTableProps<Row>) {
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: Boolean(onSelectionChange),
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: onSelectionChange,
  });

  if (loading && !rows) return <SkeletonRows label={`Loading ${label.toLowerCase()}`} />;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-label={label} aria-busy={loading || undefined} className="w-full min-w-[640px] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortKey = (header.column.columnDef.meta as SortableMeta | undefined)?.sortKey;
                const direction = sortKey && sort === sortKey ? "asc" : sortKey && sort === `-${sortKey}` ? "desc" : undefined;
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2.5 font-semibold"
                    aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}
                  >
                    {sortKey && onSort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                        onClick={() => onSort(direction === "desc" ? sortKey : `-${sortKey}`)}
                      >
                        {content}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50" data-selected={row.getIsSelected() || undefined}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2.5 align-middle text-slate-700">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows?.length === 0 && <EmptyState title={emptyTitle}>Try other filters.</EmptyState>}
    </div>
  );
}

/** The checkbox column for bulk actions on the selected rows. */
export function selectColumn<Row>(): ColumnDef<Row, unknown> {
  return {
    id: "select",
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="Select all on this page"
        className="size-4 accent-brand-600"
        checked={table.getIsAllRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select row ${row.id}`}
        className="size-4 accent-brand-600"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
