import { useShopInfo } from "@/lib/queries/get-shop-info";
import { usePageMeta } from "@/lib/use-page-meta";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";

/** /contact (spec part 2 "Contact"). */
export function ContactPage() {
  usePageMeta("Contact Us", "Questions about a product, an order or a return? Write to us or call our support team.");
  const { data: shop } = useShopInfo();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 lg:px-6 lg:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Contact us</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Get in Touch</h1>
        <p className="mt-3 text-slate-600">
          A question about a product, an order or a return? Send us a message and we will reply by e-mail.
        </p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <section aria-label="Send us a message" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8 lg:col-span-3">
          <ContactForm />
        </section>
        <div className="lg:col-span-2">
          <ContactDetails shop={shop} />
        </div>
      </div>
    </div>
  );
}
