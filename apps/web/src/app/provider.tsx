import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import { loadToasts, onFirstInput, onToastsWanted } from "@/lib/toast";
import { startedFromServerMarkup } from "@/lib/page-part";
import { whenIdle } from "@/lib/when-idle";
import { TOAST_SPEC, toastOptions } from "./toast-config";

/** `queryClient`: the one the server filled for this page (entry-server.tsx, main.tsx); else a new one. */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}

const Toaster = lazy(() => loadToasts().then((loaded) => ({ default: loaded.Toaster })));

/**
 * The toasts' container, never mounted with the page (decision 023): on the first toast asked of
 * lib/toast, on the shopper's first tap (screens that toast react-hot-toast directly do it after
 * one), or, on the app shell's pages (cart, sign-in…, which may toast as they open), once idle.
 * Server-rendered pages skip the idle mount: it restyled the whole page while a phone loaded it.
 */
function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stops = [onToastsWanted(want), onFirstInput(want), startedFromServerMarkup() ? () => {} : whenIdle(want)];
    return () => stops.forEach((stop) => stop());
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" gutter={TOAST_SPEC.gapPx} toastOptions={toastOptions} />
    </Suspense>
  );
}
