import { Link } from "react-router";
import { m } from "@/paraglide/messages";

/** The closing call to action: talk to us, or start shopping. */
export function AboutCta() {
  return (
    <section className="mx-auto max-w-5xl px-4 pb-4">
      <div className="rounded-3xl bg-gradient-to-r from-brand-600 to-brand-800 px-6 py-10 text-center text-white shadow-lg sm:px-12">
        <h2 className="text-2xl font-bold sm:text-3xl">{m.about_cta_title()}</h2>
        <p className="mx-auto mt-2 max-w-xl text-brand-100">{m.about_cta_text()}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/products" className="rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            {m.about_shop_products()}
          </Link>
          <Link to="/contact" className="rounded-full border border-white/50 px-6 py-3 text-sm font-semibold hover:bg-white/10">
            {m.about_contact_us()}
          </Link>
        </div>
      </div>
    </section>
  );
}
