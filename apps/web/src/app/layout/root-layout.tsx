import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { motion } from "motion/react";
import { useAuthStore } from "@/lib/auth-store";
import { useGuestDataMerge } from "@/lib/cart";
import { usePresence } from "@/lib/use-presence";
import { Footer } from "./footer/footer";
import { Header } from "./header/header";
import { ScrollToTop } from "./scroll-to-top";

/** Page fade on every route change (spec part 1 §2: 0.3 s). */
const PAGE_FADE_SECONDS = 0.3;

export function RootLayout() {
  const { pathname } = useLocation();
  const checkAuth = useAuthStore((state) => state.checkAuth);

  useEffect(() => {
    void checkAuth();
  }, [checkAuth]);
  usePresence();
  useGuestDataMerge();

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-1">
        <motion.div
          key={pathname}
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          transition={{ duration: PAGE_FADE_SECONDS, ease: "easeOut" }}
        >
          <Outlet />
        </motion.div>
      </main>
      <Footer />
    </div>
  );
}
