import { SPEC_KEY_BY_CATEGORY, type Product } from "@pasal/shared";
import { m } from "@/paraglide/messages";

/**
 * The category's own specification table (docs/requirements/catalogue.md#product-page), if the product
 * has one.
 */
export function SpecTable({ product }: { product: Product }) {
  const key = SPEC_KEY_BY_CATEGORY[product.parentCategory];
  const rows = Object.entries((key && product[key]) ?? {});
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="specifications">
      <h2 id="specifications" className="mb-3 text-lg font-bold text-slate-900">
        {m.product_specifications()}
      </h2>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-b border-slate-100 last:border-0 even:bg-slate-50/60">
                <th scope="row" className="w-2/5 px-4 py-2.5 font-medium text-slate-500">
                  {label}
                </th>
                <td className="px-4 py-2.5 text-slate-900">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
