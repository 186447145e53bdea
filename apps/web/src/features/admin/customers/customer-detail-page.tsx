import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Link, useParams } from "react-router";
import { formatRs } from "@pasal/shared";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "../lib/format";
import { Can } from "../session/admin-session";
import { Badge } from "../ui/badge";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { PageHeader } from "../ui/page-header";
import { QueryState } from "../ui/query-state";
import { buttonClass, cardClass } from "../ui/styles";
import { customerQuery, useSetCustomerDisabled, type AdminCustomerDetail } from "./customers-api";

/** The saved shipping address as printed lines (the account keeps one). */
const addressLines = (address: AdminCustomerDetail["shippingAddress"]) =>
  [
    address.address,
    address.landmark && `Near ${address.landmark}`,
    [address.municipality, address.city].filter(Boolean).join(", "),
    [address.district, address.province].filter(Boolean).join(", "),
  ].filter((line): line is string => Boolean(line));

/** /admin/customers/:id: the account, its orders, addresses and reviews; disable (with confirm) or enable. */
export function CustomerDetailPage() {
  const { customerId = "" } = useParams();
  const customer = useQuery(customerQuery(customerId));
  const setDisabled = useSetCustomerDisabled(customerId);
  const [confirming, setConfirming] = useState(false);
  const change = (disabled: boolean) =>
    setDisabled.mutate(disabled, {
      onSuccess: () => {
        toast.success(disabled ? "Account disabled" : "Account enabled");
        setConfirming(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <QueryState query={customer}>
      {(data) => (
        <>
          <PageHeader
            title={data.fullName || data.email}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <Badge value={data.disabled ? "disabled" : "active"} /> {data.email} · {data.phoneNumber} · joined {shortDate(data.createdAt)}
              </span>
            }
            actions={
              <Can permission="customers:write">
                {data.disabled ? (
                  <button type="button" className={buttonClass.secondary} onClick={() => change(false)}>
                    Enable account
                  </button>
                ) : (
                  <button type="button" className={buttonClass.danger} onClick={() => setConfirming(true)}>
                    Disable account
                  </button>
                )}
              </Can>
            }
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <section aria-label="Orders" className={cardClass}>
              <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-500">Orders</h2>
              {data.orderList.length === 0 ? (
                <p className="text-sm text-slate-500">No orders yet.</p>
              ) : (
                <ul className="divide-y divide-slate-100 text-sm">
                  {data.orderList.map((order) => (
                    <li key={order.orderId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                      <Link className="whitespace-nowrap font-medium text-brand-700 hover:underline" to={`/admin/orders/${order.orderId}`}>
                        {order.orderId}
                      </Link>
                      <span className="text-slate-500">{shortDate(order.createdAt)}</span>
                      <Badge value={order.status} />
                      <span className="whitespace-nowrap font-medium">{formatRs(order.totalAmount)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Shipping address" className={cardClass}>
              <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-500">Shipping address</h2>
              {addressLines(data.shippingAddress).length === 0 ? (
                <p className="text-sm text-slate-500">None saved.</p>
              ) : (
                <address className="text-sm not-italic">
                  {addressLines(data.shippingAddress).map((text) => (
                    <span key={text} className="block">
                      {text}
                    </span>
                  ))}
                </address>
              )}
            </section>
            <section aria-label="Reviews" className={`${cardClass} lg:col-span-2`}>
              <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-500">Reviews</h2>
              {data.reviews.length === 0 ? (
                <p className="text-sm text-slate-500">No reviews.</p>
              ) : (
                <ul className="divide-y divide-slate-100 text-sm">
                  {data.reviews.map((review) => (
                    <li key={review.id} className="py-2">
                      <p className="font-medium">
                        {review.productName} · {review.rating}★ · <span className="text-slate-500">{shortDate(review.createdAt)}</span>
                        {review.hidden && (
                          <>
                            {" "}
                            · <Badge value="hidden" />
                          </>
                        )}
                      </p>
                      <p className="text-slate-700">{review.comment}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <ConfirmDialog
            open={confirming}
            title="Disable this account?"
            confirmText="Disable"
            busy={setDisabled.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() => change(true)}
          >
            {data.fullName || data.email} is signed out everywhere at once and cannot sign in until the account is enabled again. Orders are kept.
          </ConfirmDialog>
        </>
      )}
    </QueryState>
  );
}
