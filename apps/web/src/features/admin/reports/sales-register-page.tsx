import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { formatRs, type SalesRegister } from "@pasal/shared";
import { adminApi, queryString } from "../lib/admin-request";
import { PageHeader } from "../ui/page-header";
import { QueryState } from "../ui/query-state";
import { buttonClass, cardClass, inputClass } from "../ui/styles";

type Period = { month: string } | { fiscalYear: string };

/** This month in Nepal (UTC+05:45), as YYYY-MM. */
const thisMonth = () => new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 7);

const registerUrl = (period: Period, format?: "csv" | "pdf") => `/admin/reports/sales-register${queryString({ ...period, format })}`;

/**
 * /admin/reports (owner, reports:read): the sales register for the VAT return (decision 030) —
 * every tax invoice and credit note of a month or a Nepali fiscal year, downloaded as CSV or PDF.
 */
export function SalesRegisterPage() {
  const [kind, setKind] = useState<"month" | "fiscalYear">("month");
  const [month, setMonth] = useState(thisMonth);
  const [fiscalYear, setFiscalYear] = useState("");
  const period: Period | null = kind === "month" ? (/^\d{4}-\d{2}$/.test(month) ? { month } : null) : /^\d{4}\/\d{2}$/.test(fiscalYear) ? { fiscalYear } : null;
  const register = useQuery({
    queryKey: ["admin", "reports", "sales-register", period],
    queryFn: ({ signal }) => adminApi.get<SalesRegister>(registerUrl(period!), signal),
    enabled: period !== null,
  });
  return (
    <>
      <PageHeader title="Sales register" description="Tax invoices and credit notes of a month or a fiscal year, for the VAT return." />
      <div className={`${cardClass} mb-4 flex flex-wrap items-end gap-3`}>
        <label className="text-sm font-medium text-slate-700">
          Period
          <select className={`${inputClass} mt-1`} value={kind} onChange={(event) => setKind(event.target.value as "month" | "fiscalYear")}>
            <option value="month">Month (AD)</option>
            <option value="fiscalYear">Fiscal year (BS)</option>
          </select>
        </label>
        {kind === "month" ? (
          <label className="text-sm font-medium text-slate-700">
            Month
            <input type="month" className={`${inputClass} mt-1`} value={month} onChange={(event) => setMonth(event.target.value)} />
          </label>
        ) : (
          <label className="text-sm font-medium text-slate-700">
            Fiscal year
            <input className={`${inputClass} mt-1`} placeholder="2083/84" value={fiscalYear} onChange={(event) => setFiscalYear(event.target.value.trim())} />
          </label>
        )}
        {period && (
          <>
            <a className={buttonClass.secondary} href={`/api${registerUrl(period, "csv")}`} download>
              <FileDown aria-hidden className="size-4" /> CSV
            </a>
            <a className={buttonClass.secondary} href={`/api${registerUrl(period, "pdf")}`} download>
              <FileDown aria-hidden className="size-4" /> PDF
            </a>
          </>
        )}
      </div>
      {period && (
        <QueryState query={register}>
          {(data) => (
            <div className={`${cardClass} overflow-x-auto`}>
              <table className="w-full text-sm">
                <caption className="sr-only">Sales register {data.period}</caption>
                <thead className="text-left text-xs uppercase text-slate-500">
                  <tr>
                    <th className="py-2 pr-3">Number</th>
                    <th className="py-2 pr-3">Date (AD)</th>
                    <th className="py-2 pr-3">Date (BS)</th>
                    <th className="py-2 pr-3">Buyer</th>
                    <th className="py-2 pr-3">Buyer PAN</th>
                    <th className="py-2 pr-3 text-right">Taxable amount</th>
                    <th className="py-2 pr-3 text-right">VAT</th>
                    <th className="py-2 text-right">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.length === 0 && (
                    <tr>
                      <td colSpan={8} className="py-4 text-slate-500">
                        No invoices or credit notes in this period.
                      </td>
                    </tr>
                  )}
                  {data.rows.map((row) => (
                    <tr key={row.number} className="border-t border-slate-100">
                      <td className="py-2 pr-3 font-medium">{row.number}</td>
                      <td className="py-2 pr-3">{row.adDate}</td>
                      <td className="py-2 pr-3">{row.bsDate}</td>
                      <td className="py-2 pr-3">{row.buyer}</td>
                      <td className="py-2 pr-3">{row.buyerPan ?? "—"}</td>
                      <td className="py-2 pr-3 text-right">{formatRs(row.taxableAmount)}</td>
                      <td className="py-2 pr-3 text-right">{formatRs(row.vat)}</td>
                      <td className="py-2 text-right">{formatRs(row.total)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-slate-300 font-semibold">
                  <tr>
                    <td className="py-2 pr-3" colSpan={5}>
                      Total
                    </td>
                    <td className="py-2 pr-3 text-right">{formatRs(data.totals.taxableAmount)}</td>
                    <td className="py-2 pr-3 text-right">{formatRs(data.totals.vat)}</td>
                    <td className="py-2 text-right">{formatRs(data.totals.total)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}
