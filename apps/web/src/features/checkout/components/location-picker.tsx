import { lazy, Suspense } from "react";
import { Crosshair, LoaderCircle, MapPin, X } from "lucide-react";
import { Spinner } from "@/components/spinner";
import { digits } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import type { LocationPin } from "../hooks/use-location-pin";

// Leaflet is loaded only when the shopper opens the map.
const LocationMap = lazy(async () => ({ default: (await import("./location-map")).LocationMap }));

const fixed = (value: number) => digits(value.toFixed(5));

/**
 * "Use my current location", the closable map and what is pinned
 * (docs/requirements/orders.md#checkout-form).
 */
export function LocationPicker({ pin }: { pin: LocationPin }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={pin.locate}
          disabled={pin.locating}
          className="inline-flex h-10 items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-100 disabled:opacity-70"
        >
          {pin.locating ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Crosshair aria-hidden className="size-4" />}
          {m.checkout_use_location()}
        </button>
        {pin.pin && (
          <p className="flex items-center gap-1.5 text-sm text-emerald-700">
            <MapPin aria-hidden className="size-4" />
            <span>{m.checkout_location_pinned({ lat: fixed(pin.pin.lat), lng: fixed(pin.pin.lng) })}</span>
            <button type="button" onClick={pin.clearPin} className="ml-1 font-semibold text-slate-600 underline hover:text-slate-900">
              {m.checkout_remove_pin()}
            </button>
          </p>
        )}
      </div>
      {pin.mapOpen && (
        <section aria-label={m.checkout_map_label()} className="relative isolate rounded-2xl border border-slate-200 bg-white p-3">
          <div className="mb-2 flex items-center justify-between gap-3">
            <p className="text-sm text-slate-600">{m.checkout_map_hint()}</p>
            <button
              type="button"
              onClick={pin.closeMap}
              aria-label={m.checkout_close_map()}
              className="grid size-8 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <Suspense fallback={<Spinner label={m.checkout_loading_map()} className="h-72" />}>
            <LocationMap centre={pin.centre} pin={pin.pin} onPin={pin.setPin} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
