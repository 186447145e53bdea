import { lazy, Suspense, type ReactNode } from "react";
import { formatRs, type AdminOrderDetail } from "@pasal/shared";
import { dateTime, label } from "../../lib/format";
import { Badge } from "../../ui/badge";
import { Skeleton } from "../../ui/skeleton";
import { cardClass } from "../../ui/styles";

// Leaflet is big: it arrives only when an order with a pinned location is opened.
const PinMap = lazy(async () => ({ default: (await import("./pin-map")).PinMap }));

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className={cardClass}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-bold uppercase tracking-wide text-slate-500">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

const options = (line: AdminOrderDetail["products"][number]) =>
  [line.color, line.variant, line.model, line.bundle && `${line.bundle} pack`].filter(Boolean).join(" · ");

/** The lines as they were bought (snapshots: a later price or name change does not alter them). */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title="Items">
      <ul className="divide-y divide-slate-100">
        {order.products.map((line, index) => (
          <li key={index} className="flex items-center gap-3 py-2.5">
            <img src={line.image || "/placeholder-product.svg"} alt="" className="size-12 shrink-0 rounded-lg border border-slate-200 object-contain" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{line.name}</p>
              {options(line) && <p className="text-xs text-slate-500">{options(line)}</p>}
            </div>
            <p className="whitespace-nowrap text-right text-sm text-slate-700">
              {line.quantity} × {formatRs(line.price)}
              <span className="block font-semibold text-slate-900">{formatRs(line.quantity * line.price)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-bold text-slate-900">
        <span>Total</span>
        <span>{formatRs(order.totalAmount)}</span>
      </p>
    </Section>
  );
}

export function CustomerSection({ order }: { order: AdminOrderDetail }) {
  const { contact, shippingAddress: address } = order;
  const place = [address.street, address.landMark, address.municipality, address.district, address.city, address.province].filter(Boolean).join(", ");
  return (
    <Section title="Customer and delivery">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-500">Name</dt>
        <dd className="font-medium text-slate-900">
          {`${contact.firstName} ${contact.lastName}`.trim() || order.customer.fullName}
          {/* A guest's order (decision 026): no account behind it, the contact below is all there is. */}
          {order.customer.guest && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">Guest, no account</span>}
        </dd>
        <dt className="text-slate-500">Phone</dt>
        <dd>
          <a href={`tel:${contact.phone}`} className="text-brand-700 hover:underline">
            {contact.phone}
          </a>
        </dd>
        <dt className="text-slate-500">E-mail</dt>
        <dd className="break-all">{contact.email}</dd>
        <dt className="text-slate-500">Address</dt>
        <dd>{place || "—"}</dd>
        {address.shortnote && (
          <>
            <dt className="text-slate-500">Shopper's note</dt>
            <dd>{address.shortnote}</dd>
          </>
        )}
      </dl>
      {address.location && (
        <div className="mt-3">
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <PinMap point={address.location} />
          </Suspense>
        </div>
      )}
    </Section>
  );
}

export function PaymentSection({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title="Payment and shipping">
      <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
        <dt className="text-slate-500">Method</dt>
        <dd className="font-medium">{label(order.paymentMethod)}</dd>
        <dt className="text-slate-500">Payment</dt>
        <dd>
          <Badge value={order.paymentStatus} />
        </dd>
        {order.transactionId && (
          <>
            <dt className="text-slate-500">Transaction</dt>
            <dd className="break-all">{order.transactionId}</dd>
          </>
        )}
        {order.refundDueAmount !== null && (
          <>
            <dt className="text-slate-500">Refund owed</dt>
            <dd className="font-semibold text-rose-700">{formatRs(order.refundDueAmount)}</dd>
          </>
        )}
        <dt className="text-slate-500">Tracking</dt>
        <dd>
          {order.trackingNumber ? `${order.trackingNumber}${order.carrier ? ` (${order.carrier})` : ""}` : "—"}
          {order.courierStatus ? ` · ${order.courierStatus}` : ""}
          {order.trackingUrl && (
            <>
              {" "}
              <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                Track
              </a>
            </>
          )}
        </dd>
        <dt className="text-slate-500">Invoice</dt>
        <dd>{order.invoiceNumber ?? (order.status === "processing" ? "Issued at dispatch" : "None")}</dd>
        {order.creditNotes.length > 0 && (
          <>
            <dt className="text-slate-500">Credit notes</dt>
            <dd>
              <ul>
                {order.creditNotes.map((note) => (
                  <li key={note.id}>
                    {note.number} · {formatRs(note.amount)} · {note.reason}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </Section>
  );
}

/** Every status change with who made it, when, and their note; oldest first. */
export function HistorySection({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title="History">
      <ol aria-label="Status history" className="relative space-y-4 border-l-2 border-slate-200 pl-4">
        <li>
          <p className="text-sm font-medium text-slate-900">Placed</p>
          <p className="text-xs text-slate-500">{dateTime(order.createdAt)}</p>
        </li>
        {order.history.map((entry, index) => (
          <li key={index}>
            <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-900">
              <Badge value={entry.from} /> → <Badge value={entry.to} />
            </p>
            <p className="mt-0.5 text-xs text-slate-500">
              {dateTime(entry.at)} · {entry.by?.fullName ?? "The shop"}
            </p>
            {entry.note && <p className="mt-1 text-sm text-slate-700">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
