import { useShopInfo } from "@/lib/queries/get-shop-info";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";

/** /contact (docs/requirements/content-pages.md#contact). */
export function ContactPage() {
  usePageMeta(m.contact_meta_title(), m.contact_meta_description());
  const { data: shop } = useShopInfo();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 lg:px-6 lg:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{m.contact_eyebrow()}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{m.contact_title()}</h1>
        <p className="mt-3 text-slate-600">{m.contact_intro()}</p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <section aria-label={m.contact_form_section()} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8 lg:col-span-3">
          <ContactForm />
        </section>
        <div className="lg:col-span-2">
          <ContactDetails shop={shop} />
        </div>
      </div>
    </div>
  );
}
