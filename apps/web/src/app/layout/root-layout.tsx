import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { OfflineBanner } from "@/components/offline-banner";
import { useAuthStore } from "@/lib/auth-store";
import { useGuestDataMerge } from "@/lib/cart";
import { lazyPart, PagePart } from "@/lib/page-part";
import { useNavigated } from "@/lib/use-navigated";
import { usePresence } from "@/lib/use-presence";
import { Header } from "./header/header";
import { ScrollToTop } from "./scroll-to-top";

// Below the fold on every page: its chunk is not in what a page needs before interaction.
const Footer = lazyPart(() => import("./footer/footer").then((module) => module.Footer));

export function RootLayout() {
  const { pathname } = useLocation();
  // Page fade on every route change (docs/requirements/app-shell.md#route-table: 0.3 s, the
  // `animate-page-fade` keyframes); not on the first page: fading it in would only hold back its first
  // paint (LCP).
  const fadeClass = useNavigated(pathname) ? "motion-safe:animate-page-fade" : "";

  return (
    <div className="flex min-h-dvh flex-col">
      <SessionWork />
      <ScrollToTop />
      {/* Header, page and footer hydrate each on their own (lib/page-part.tsx; blocking time:
          docs/requirements/performance.md#first-load-budget). */}
      <PagePart id="header">
        <Header />
      </PagePart>
      <main id="main" className="flex-1">
        <div key={pathname} className={fadeClass}>
          <PagePart id="page">
            <Outlet />
          </PagePart>
        </div>
      </main>
      <PagePart id="footer">
        <Footer />
      </PagePart>
      <OfflineBanner />
    </div>
  );
}

/**
 * The session check, presence and the guest cart's merge, in a component of their own that draws
 * nothing: their store updates (the session check answering, say) are synchronous, and one that
 * re-rendered the layout would make React hydrate every part of the page below it at once, in one
 * long task, instead of part by part (decision 031). Here such an update re-renders only this.
 */
function SessionWork() {
  const checkAuth = useAuthStore((state) => state.checkAuth);
  useEffect(() => {
    void checkAuth();
  }, [checkAuth]);
  usePresence();
  useGuestDataMerge();
  return null;
}
