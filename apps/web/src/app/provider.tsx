import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "react-hot-toast";
import { createQueryClient } from "@/lib/query-client";
import { TOAST_SPEC, toastOptions } from "./toast-config";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" gutter={TOAST_SPEC.gapPx} toastOptions={toastOptions} />
    </QueryClientProvider>
  );
}
