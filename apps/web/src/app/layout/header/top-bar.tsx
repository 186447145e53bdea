import { useState } from "react";
import { BadgeCheck } from "lucide-react";
import { useAuthStore } from "@/lib/auth-store";
import { useInBrowser } from "@/lib/use-in-browser";
import { pickGreeting } from "./greetings";

/** Desktop-only strip above the navigation: a greeting and the store's promise. */
export function TopBar() {
  const fullName = useAuthStore((state) => state.authUser?.fullName);
  // Pick once per visit so the text does not change under the reader.
  const [random] = useState(Math.random);
  const greeting = pickGreeting(fullName, new Date(), random);
  // Random and the shopper's own weekday: written in the browser, never in the server's page.
  const inBrowser = useInBrowser();

  return (
    <div className="hidden bg-slate-900 text-xs text-slate-200 lg:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-6">
        <p>{inBrowser ? greeting : null}</p>
        <p className="flex items-center gap-1.5">
          <BadgeCheck aria-hidden className="size-4 text-amber-400" />
          100% satisfied customers across Nepal
        </p>
      </div>
    </div>
  );
}
