import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouterProvider } from "react-router";
import { hydrationDone } from "@/lib/use-external-store";
import { AppProvider } from "./provider";
import type { AppRouter } from "./router";

export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  // The root's effects run after every child's: the first render (a hydration, or the app shell's
  // own) is complete; parts that hydrate later (HydrateLater) follow. `data-hydrated` tells
  // browser tests that taps now reach every component.
  useEffect(() => {
    hydrationDone(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
