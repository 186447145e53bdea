import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouterProvider } from "react-router";
import { rootHydrated } from "@/lib/page-part";
import { AppProvider } from "./provider";
import type { AppRouter } from "./router";

export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  // The root's effects run after every child's that hydrated with it; the page's parts
  // (lib/page-part.tsx) hydrate after, each on its own, and `data-hydrated` on <html> follows them.
  useEffect(() => rootHydrated(), []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
