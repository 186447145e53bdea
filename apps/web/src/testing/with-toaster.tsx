import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { Route, Routes, useLocation } from "react-router";

/** Shows the current address so tests can assert where a screen sent the user. */
export function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

/** `element` at `path`, a marker on every other route, and the toaster, as the app shell has. */
export function ScreenWithToasts({ path, element }: { path: string; element: ReactNode }) {
  return (
    <>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <CurrentPath />
      <Toaster />
    </>
  );
}
