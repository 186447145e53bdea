import { useCallback, useState } from "react";
import { Menu } from "lucide-react";
import { PagePart } from "@/lib/page-part";
import { useHideOnScroll } from "@/lib/use-hide-on-scroll";
import { m } from "@/paraglide/messages";
import { HeaderActions } from "./header-actions";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileDrawer } from "./mobile-drawer";
import { TopBar } from "./top-bar";

export function Header() {
  const hidden = useHideOnScroll(50);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <header className={`sticky top-0 z-40 transition-transform duration-300 ${hidden && !menuOpen ? "-translate-y-full" : ""}`}>
        {/* Desktop only (hidden on a phone): a part of its own, hydrated after the header's controls. */}
        <PagePart id="top-bar">
          <TopBar />
        </PagePart>
        <div className="border-b border-slate-200 bg-white/95 backdrop-blur">
          {/* On phones the search wraps onto its own full-width row below the logo. */}
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 lg:gap-x-6 lg:px-6">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={m.layout_open_menu()}
              aria-expanded={menuOpen}
              className="-ml-2 grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden"
            >
              <Menu aria-hidden className="size-6" />
            </button>
            <Logo />
            <MainNav />
            <HeaderSearch className="order-last w-full md:order-none md:ml-auto md:w-auto md:max-w-sm md:flex-1" />
            <div className="ml-auto md:ml-0">
              <HeaderActions />
            </div>
          </div>
        </div>
      </header>
      {/* Outside the header: its transform would otherwise pin the fixed drawer to it. */}
      <MobileDrawer open={menuOpen} onClose={closeMenu} />
    </>
  );
}
