import { useQuery, keepPreviousData } from "@tanstack/react-query";
import type { z } from "zod";
import type { AuditEntry, auditListSchema } from "@pasal/shared";
import { ErrorState } from "@/components/error-state";
import { errorMessage } from "@/lib/api-client";
import { adminApi, queryString } from "../lib/admin-request";
import { dateTime } from "../lib/format";
import { useSearchState } from "../lib/use-search-state";
import { EmptyState } from "../ui/empty-state";
import { PageHeader } from "../ui/page-header";
import { Pager } from "../ui/pager";
import { SkeletonRows } from "../ui/skeleton";
import { inputClass } from "../ui/styles";

type AuditList = z.infer<typeof auditListSchema>;
const PAGE_SIZE = 50;

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** Only the fields that changed: "status: processing → shipped". */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (keys.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {keys.map((key) => (
        <li key={key} className="break-all">
          <span className="font-semibold text-slate-700">{key}</span>:{" "}
          {key in entry.before && <span className="text-rose-700 line-through">{show(entry.before[key])}</span>}
          {key in entry.before && key in entry.after && " → "}
          {key in entry.after && <span className="text-emerald-700">{show(entry.after[key])}</span>}
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit (owner): every admin write, who did it, from where; filter by entity and id. */
export function AuditPage() {
  const { values, page, set } = useSearchState(["entity", "entityId"] as const);
  const audit = useQuery({
    queryKey: ["admin", "audit", values, page],
    queryFn: ({ signal }) => adminApi.get<AuditList>(`/admin/audit${queryString({ ...values, page, limit: PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title="Audit log" description="Every change made in the back office, newest first." />
      <form className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
        <label className="text-xs font-medium text-slate-600">
          Entity
          <input
            className={`${inputClass} mt-1`}
            placeholder="order, product, user…"
            defaultValue={values.entity}
            onBlur={(event) => set({ entity: event.target.value.trim() })}
            onKeyDown={(event) => event.key === "Enter" && set({ entity: event.currentTarget.value.trim() })}
          />
        </label>
        <label className="text-xs font-medium text-slate-600">
          Entity id
          <input
            className={`${inputClass} mt-1`}
            defaultValue={values.entityId}
            onBlur={(event) => set({ entityId: event.target.value.trim() })}
            onKeyDown={(event) => event.key === "Enter" && set({ entityId: event.currentTarget.value.trim() })}
          />
        </label>
      </form>
      {audit.isPending ? (
        <SkeletonRows />
      ) : audit.isError ? (
        <ErrorState message={errorMessage(audit.error)} onRetry={() => void audit.refetch()} />
      ) : audit.data.items.length === 0 ? (
        <EmptyState title="Nothing recorded for this filter" />
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table aria-label="Audit log" className="w-full min-w-[720px] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-3 py-2.5">When</th>
                  <th className="px-3 py-2.5">Who</th>
                  <th className="px-3 py-2.5">Action</th>
                  <th className="px-3 py-2.5">Entity</th>
                  <th className="px-3 py-2.5">Changes</th>
                  <th className="px-3 py-2.5">IP</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {audit.data.items.map((entry) => (
                  <tr key={entry.id} className="align-top">
                    <td className="whitespace-nowrap px-3 py-2.5">{dateTime(entry.createdAt)}</td>
                    <td className="px-3 py-2.5">{entry.actor?.fullName || entry.actor?.email || "System"}</td>
                    <td className="px-3 py-2.5 font-medium">{entry.action}</td>
                    <td className="px-3 py-2.5">
                      <button
                        type="button"
                        className="text-left text-brand-700 hover:underline"
                        onClick={() => set({ entity: entry.entity, entityId: entry.entityId })}
                      >
                        {entry.entity} {entry.entityId}
                      </button>
                    </td>
                    <td className="px-3 py-2.5">
                      <Changes entry={entry} />
                    </td>
                    <td className="px-3 py-2.5 text-xs text-slate-500">{entry.ip ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} limit={PAGE_SIZE} total={audit.data.total} onPage={(next) => set({ page: next })} />
        </>
      )}
    </>
  );
}
