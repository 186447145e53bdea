import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ShopInfo } from "@pasal/shared";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { callLink } from "@/lib/phone-links";
import { m } from "@/paraglide/messages";

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-white">{icon}</span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-white">{title}</h3>
        <div className="mt-1 text-sm text-brand-100">{children}</div>
      </div>
    </li>
  );
}

/** The side panel: support hours, location, e-mail and phones, all from the shop's configuration. */
export function ContactDetails({ shop }: { shop: ShopInfo | undefined }) {
  const link = "break-words font-medium text-white underline-offset-2 hover:underline";
  return (
    <aside aria-label={m.contact_details_label()} className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lg sm:p-8">
      <h2 className="text-xl font-bold">{m.contact_reach()}</h2>
      <p className="mt-1 text-sm text-brand-100">{m.contact_reach_text()}</p>
      <ul className="mt-8 space-y-6">
        <Detail icon={<Clock aria-hidden className="size-5" />} title={m.contact_hours()}>
          {shop?.supportHours ?? "…"}
        </Detail>
        <Detail icon={<MapPin aria-hidden className="size-5" />} title={m.contact_location()}>
          {shop?.address ?? "…"}
        </Detail>
        <Detail icon={<Mail aria-hidden className="size-5" />} title={m.contact_email_title()}>
          {shop ? (
            <a href={`mailto:${shop.email}`} className={link}>
              {shop.email}
            </a>
          ) : (
            "…"
          )}
        </Detail>
        <Detail icon={<Phone aria-hidden className="size-5" />} title={m.contact_phone_title()}>
          {shop ? (
            <ul className="space-y-1">
              {shop.phones.map((phone) => (
                <li key={phone} className="flex flex-wrap items-center gap-x-3">
                  <a href={callLink(phone)} className={link}>
                    {phone}
                  </a>
                  <WhatsAppLink phone={phone} className="inline-flex items-center gap-1 text-xs text-emerald-300 hover:underline" />
                </li>
              ))}
            </ul>
          ) : (
            "…"
          )}
        </Detail>
      </ul>
    </aside>
  );
}
