import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import { loadToasts, onToastsWanted } from "@/lib/toast";
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
 * The toasts' container, mounted once react-hot-toast is wanted: on the first toast or when the
 * page is idle, never on the first paint (decision 023).
 */
function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stopWaiting = onToastsWanted(() => setWanted(true));
    const cancelIdle = whenIdle(() => void loadToasts());
    return () => {
      stopWaiting();
      cancelIdle();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" gutter={TOAST_SPEC.gapPx} toastOptions={toastOptions} />
    </Suspense>
  );
}
