import { useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Toaster } from "react-hot-toast";
import { createQueryClient } from "@/lib/query-client";
import { TOAST_SPEC, toastOptions } from "./toast-config";

/** `queryClient`: the one the server filled for this page (entry-server.tsx, main.tsx); else a new one. */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" gutter={TOAST_SPEC.gapPx} toastOptions={toastOptions} />
    </QueryClientProvider>
  );
}
