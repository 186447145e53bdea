import { Link } from "react-router";
import { digits } from "@/lib/i18n/format";
import { LanguageSwitch } from "@/lib/i18n/language-switch";
import { categoryState } from "@/lib/navigation";
import { useInView } from "@/lib/use-in-view";
import { useCategories } from "@/lib/queries/get-categories";
import { FALLBACK_SHOP_NAME, useShopInfo } from "@/lib/queries/get-shop-info";
import { m } from "@/paraglide/messages";
import { FooterColumn, footerLinkClass } from "./footer-column";
import { FooterContact } from "./footer-contact";
import { FooterLegal } from "./footer-legal";
import { COMPANY_LINKS, SUPPORT_LINKS } from "./footer-links";
import { InstallQr } from "./install-qr";

const LINK_COLUMNS = [
  { id: "company", title: m.layout_our_company, links: COMPANY_LINKS },
  { id: "support", title: m.layout_customer_support, links: SUPPORT_LINKS },
];

export function Footer() {
  const { data: shop } = useShopInfo();
  const { data: categories = [] } = useCategories();
  const name = shop?.name ?? FALLBACK_SHOP_NAME;
  // Fades in on scroll (docs/requirements/app-shell.md#footer) with CSS keyframes, started when it nears
  // the viewport.
  const { ref, seen } = useInView<HTMLElement>("0px");

  return (
    <footer ref={ref} className={`mt-16 bg-slate-950 text-slate-300 ${seen ? "motion-safe:animate-rise-in" : ""}`}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-5 lg:px-6">
        <div className="lg:col-span-1">
          <p className="text-xl font-extrabold text-white">{name}</p>
          {shop?.tagline && <p className="mt-2 text-sm text-slate-400">{shop.tagline}</p>}
          <FooterContact shop={shop} />
        </div>
        <FooterColumn title={m.layout_our_products()}>
          {categories.map((category) => (
            <li key={category._id}>
              <Link to="/products" state={categoryState(category.categoryName)} onClick={() => window.scrollTo({ top: 0 })} className={footerLinkClass}>
                {category.categoryName}
              </Link>
            </li>
          ))}
        </FooterColumn>
        {LINK_COLUMNS.map(({ id, title, links }) => (
          <FooterColumn key={id} title={title()}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label()}
                </Link>
              </li>
            ))}
          </FooterColumn>
        ))}
        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{m.layout_get_app()}</h2>
          <InstallQr />
        </div>
      </div>
      {shop && <FooterLegal shop={shop} />}
      <div className="border-t border-slate-800">
        <LanguageSwitch className="mx-auto mt-4 flex w-fit text-slate-300 hover:bg-slate-800 hover:text-white" />
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-slate-400 lg:px-6">
          {m.layout_copyright({ year: digits(String(shop?.copyrightYear ?? new Date().getFullYear())), name })}
        </p>
      </div>
    </footer>
  );
}
