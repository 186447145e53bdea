import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, FileDown } from "lucide-react";
import toast from "react-hot-toast";
import { errorMessage } from "@/lib/api-client";
import { Link, useParams } from "react-router";
import { ORDER_TRANSITIONS, transitionPermission, type OrderStatus } from "@pasal/shared";
import { dateTime } from "../../lib/format";
import { useCan } from "../../session/admin-session";
import { Badge } from "../../ui/badge";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { buttonClass } from "../../ui/styles";
import { creditNoteUrl, invoiceUrl, orderQuery, useIssueInvoice } from "../api/orders-api";
import { NotesSection } from "./notes-section";
import { RefundsSection } from "./refunds-section";
import { CustomerSection, HistorySection, OrderLines, PaymentSection } from "./order-sections";
import { TransitionDialog } from "./transition-dialog";

const ACTION_TEXT: Record<OrderStatus, string> = {
  processing: "Processing",
  shipped: "Ship",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
  returned: "Record return",
};

/** /admin/orders/:orderId: the order in sections, and the next steps the state machine and the role allow. */
export function OrderDetailPage() {
  const { orderId = "" } = useParams();
  const order = useQuery(orderQuery(orderId));
  const can = useCan();
  const [to, setTo] = useState<OrderStatus | null>(null);
  const issue = useIssueInvoice(orderId);

  return (
    <>
      <Link to="/admin/orders" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="size-4" /> Orders
      </Link>
      <QueryState query={order}>
        {(data) => {
          const next = ORDER_TRANSITIONS[data.status].filter((status) => can(transitionPermission(status)));
          return (
            <>
              <PageHeader
                title={`Order ${data.orderId}`}
                description={
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge value={data.status} /> Placed {dateTime(data.createdAt)}
                  </span>
                }
                actions={
                  <>
                    {next.map((status) => (
                      <button
                        key={status}
                        type="button"
                        className={status === "cancelled" || status === "returned" ? buttonClass.secondary : buttonClass.primary}
                        onClick={() => setTo(status)}
                      >
                        {ACTION_TEXT[status]}
                      </button>
                    ))}
                    {data.invoiceNumber && (
                      <a href={invoiceUrl(data.orderId)} className={buttonClass.secondary} download>
                        <FileDown aria-hidden className="size-4" /> Invoice
                      </a>
                    )}
                    {data.creditNotes.map((note) => (
                      <a key={note.id} href={creditNoteUrl(data.orderId, note.id)} className={buttonClass.secondary} download>
                        <FileDown aria-hidden className="size-4" /> Credit note {note.number}
                      </a>
                    ))}
                  </>
                }
              />
              {!data.invoiceNumber && (data.status === "shipped" || data.status === "delivered") && (
                <div
                  role="status"
                  className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
                >
                  <p>This order has no tax invoice: it shipped before the shop&apos;s business name and PAN were saved in Settings.</p>
                  {can("orders:ship") && (
                    <button
                      type="button"
                      className={buttonClass.primary}
                      disabled={issue.isPending}
                      onClick={() =>
                        issue.mutate(undefined, {
                          onSuccess: (updated) => toast.success(`Invoice ${updated.invoiceNumber ?? ""} issued`),
                          onError: (error) => toast.error(errorMessage(error)),
                        })
                      }
                    >
                      {issue.isPending ? "Issuing…" : "Issue invoice"}
                    </button>
                  )}
                </div>
              )}
              <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <div className="space-y-4">
                  <OrderLines order={data} />
                  <CustomerSection order={data} />
                </div>
                <div className="space-y-4">
                  <PaymentSection order={data} />
                  <RefundsSection order={data} />
                  <HistorySection order={data} />
                  <NotesSection order={data} />
                </div>
              </div>
              <TransitionDialog key={`${to}-${data.version}`} order={data} to={to} onClose={() => setTo(null)} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
