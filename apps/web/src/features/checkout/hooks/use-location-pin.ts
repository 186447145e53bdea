import { useState } from "react";
import toast from "react-hot-toast";
import { m } from "@/paraglide/messages";
import type { LatLng } from "../checkout-values";

export const GEOLOCATION_MESSAGES = {
  unsupported: m.checkout_geo_unsupported,
  denied: m.checkout_geo_denied,
} as const;

/**
 * Kathmandu Durbar Square: where the map opens when the shopper's position is unknown
 * (docs/requirements/orders.md#checkout-form).
 */
export const KATHMANDU: LatLng = { lat: 27.7045, lng: 85.3077 };

/**
 * The map pin of docs/requirements/orders.md#checkout-form: the map shows only after "Use my current
 * location", centred on the shopper (or Kathmandu); a click pins a point, and only a pinned point is
 * sent.
 */
export function useLocationPin(initialPin: LatLng | null) {
  const [mapOpen, setMapOpen] = useState(false);
  const [centre, setCentre] = useState<LatLng>(initialPin ?? KATHMANDU);
  const [pin, setPin] = useState<LatLng | null>(initialPin);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    setMapOpen(true);
    if (!navigator.geolocation) {
      toast.error(GEOLOCATION_MESSAGES.unsupported());
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setCentre({ lat: position.coords.latitude, lng: position.coords.longitude });
        setLocating(false);
      },
      () => {
        toast.error(GEOLOCATION_MESSAGES.denied());
        setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return { mapOpen, centre, pin, locating, locate, closeMap: () => setMapOpen(false), setPin, clearPin: () => setPin(null) };
}

export type LocationPin = ReturnType<typeof useLocationPin>;
