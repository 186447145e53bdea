import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { RowSelectionState } from "@tanstack/react-table";
import { Download, Plus, Upload } from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_NAMES } from "@pasal/shared";
import { ErrorState } from "@/components/error-state";
import { errorMessage } from "@/lib/api-client";
import { useSearchState } from "../../lib/use-search-state";
import { useCan } from "../../session/admin-session";
import { DataTable } from "../../ui/data-table";
import { PageHeader } from "../../ui/page-header";
import { Pager } from "../../ui/pager";
import { buttonClass, inputClass } from "../../ui/styles";
import { PRODUCT_PAGE_SIZE, productsCsvUrl, productsQuery } from "../api/products-api";
import { BulkEditBar } from "./bulk-edit-bar";
import { ImportDialog } from "./import-dialog";
import { productColumns } from "./product-columns";

const FILTER_KEYS = ["q", "category", "brand", "stock", "published", "sort"] as const;

function Select({ text, value, options, onChange }: { text: string; value: string; options: Array<[string, string]>; onChange: (value: string) => void }) {
  return (
    <label className="text-xs font-medium text-slate-600">
      {text}
      <select className={`${inputClass} mt-1`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /admin/products: search and filters in the address, bulk edits of the selected rows, CSV in and out. */
export function ProductsPage() {
  const can = useCan();
  const { values, page, set } = useSearchState(FILTER_KEYS);
  const products = useQuery(productsQuery(values, page));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [importing, setImporting] = useState(false);
  const [q, setQ] = useState(values.q);
  const [brand, setBrand] = useState(values.brand);
  useEffect(() => {
    if (q.trim() === values.q && brand.trim() === values.brand) return;
    const timer = setTimeout(() => set({ q: q.trim(), brand: brand.trim() }), 350);
    return () => clearTimeout(timer);
  }, [q, brand, values.q, values.brand, set]);
  useEffect(() => setSelection({}), [values.q, values.category, values.brand, values.stock, values.published, page]);

  const bulkAllowed = can("prices:write") || can("stock:write");
  const columns = useMemo(() => productColumns({ selectable: bulkAllowed, showPrices: can("prices:write") }), [bulkAllowed, can]);
  const selected = Object.keys(selection).filter((id) => selection[id]);

  return (
    <>
      <PageHeader
        title="Products"
        description={products.data ? `${products.data.total.toLocaleString("en-IN")} matching` : undefined}
        actions={
          <>
            <a className={buttonClass.secondary} href={productsCsvUrl(values)} download>
              <Download aria-hidden className="size-4" /> Export CSV
            </a>
            {can("catalog:write") && (
              <>
                <button type="button" className={buttonClass.secondary} onClick={() => setImporting(true)}>
                  <Upload aria-hidden className="size-4" /> Import CSV
                </button>
                <Link to="/admin/products/new" className={buttonClass.primary}>
                  <Plus aria-hidden className="size-4" /> New product
                </Link>
              </>
            )}
          </>
        }
      />
      <div className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-6">
        <label className="col-span-2 text-xs font-medium text-slate-600 sm:col-span-3 lg:col-span-2">
          Search
          <input type="search" className={`${inputClass} mt-1`} placeholder="Name or model" value={q} onChange={(event) => setQ(event.target.value)} />
        </label>
        <Select text="Category" value={values.category} options={CATEGORY_NAMES.map((name) => [name, name])} onChange={(category) => set({ category })} />
        <label className="text-xs font-medium text-slate-600">
          Brand
          <input className={`${inputClass} mt-1`} placeholder="Any" value={brand} onChange={(event) => setBrand(event.target.value)} />
        </label>
        <Select
          text="Stock"
          value={values.stock}
          options={[
            ["in", "In stock"],
            ["low", "Low"],
            ["out", "Out of stock"],
          ]}
          onChange={(stock) => set({ stock })}
        />
        <Select
          text="Shop"
          value={values.published}
          options={[
            ["true", "Published"],
            ["false", "Hidden"],
          ]}
          onChange={(published) => set({ published })}
        />
      </div>
      {selected.length > 0 && <BulkEditBar ids={selected} onDone={() => setSelection({})} />}
      {products.isError && !products.data ? (
        <ErrorState message={errorMessage(products.error)} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <DataTable
            label="Products"
            columns={columns}
            rows={products.data?.items}
            loading={products.isFetching}
            emptyTitle="No products match"
            getRowId={(row) => row._id}
            sort={values.sort}
            onSort={(sort) => set({ sort })}
            selection={selection}
            onSelectionChange={bulkAllowed ? setSelection : undefined}
          />
          {products.data && <Pager page={page} limit={PRODUCT_PAGE_SIZE} total={products.data.total} onPage={(next) => set({ page: next })} />}
        </>
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
