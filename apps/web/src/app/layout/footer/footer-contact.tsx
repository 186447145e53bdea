import { Mail, MapPin, Phone } from "lucide-react";
import type { ShopInfo } from "@pasal/shared";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { digits } from "@/lib/i18n/format";
import { callLink } from "@/lib/phone-links";
import { footerLinkClass } from "./footer-column";

export function FooterContact({ shop }: { shop: ShopInfo | undefined }) {
  return (
    <ul className="mt-5 space-y-3 text-sm">
      {shop?.phones.map((phone) => (
        <li key={phone} className="flex items-center gap-2">
          <Phone aria-hidden className="size-4 shrink-0 text-brand-400" />
          <a href={callLink(phone)} className={footerLinkClass}>
            {digits(phone)}
          </a>
          <WhatsAppLink
            phone={phone}
            className="ml-1 inline-flex items-center gap-1 rounded-full bg-emerald-600/15 px-2 py-0.5 text-xs text-emerald-400 hover:bg-emerald-600/25"
          />
        </li>
      ))}
      {shop?.email && (
        <li className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 shrink-0 text-brand-400" />
          <a href={`mailto:${shop.email}`} className={footerLinkClass}>
            {shop.email}
          </a>
        </li>
      )}
      {shop?.address && (
        <li className="flex items-start gap-2 text-slate-400">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
          <span>{shop.address}</span>
        </li>
      )}
    </ul>
  );
}
