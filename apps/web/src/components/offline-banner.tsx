import { useSyncExternalStore } from "react";
import { WifiOff } from "lucide-react";
import { m } from "@/paraglide/messages";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}
const isOnline = () => navigator.onLine;
// The server render cannot know: it assumes online, so nothing flashes for most visitors.
const isOnlineOnServer = () => true;

/** Whether the browser believes it has a network connection, kept current by its events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}

/**
 * A notice pinned to the bottom of the screen while the browser is offline
 * (docs/requirements/performance.md#first-load-budget). It floats over the page rather than pushing it
 * down, so it never shifts the layout.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <p role="status" className="pointer-events-auto flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2.5 text-sm font-medium text-white shadow-lg">
        <WifiOff aria-hidden className="size-4 shrink-0" />
        {m.common_offline()}
      </p>
    </div>
  );
}
