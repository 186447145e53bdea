import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import type { AppRouter } from "./router";

export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
