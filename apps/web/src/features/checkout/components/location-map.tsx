import { useEffect, useRef } from "react";
import { divIcon } from "leaflet";
import "leaflet/dist/leaflet.css";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { useShopInfo } from "@/lib/queries/get-shop-info";
import { m } from "@/paraglide/messages";
import type { LatLng } from "../checkout-values";

// The pin is drawn inline (no marker image from a CDN or the network): a brand-coloured drop.
const PIN_ICON = divIcon({
  className: "",
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.8 0 27.6 16 42 16 42s16-14.4 16-26.2C32 7 24.8 0 16 0z" fill="#e11d48"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>`,
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

type LocationMapProps = {
  centre: LatLng;
  pin: LatLng | null;
  onPin: (point: LatLng) => void;
};

/** Follows a new centre (the shopper's position arriving after the map opened) and reports clicks. */
function MapBehaviour({ centre, onPin, onMove }: { centre: LatLng; onPin: (point: LatLng) => void; onMove: (point: LatLng) => void }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng], map.getZoom());
  }, [map, centre.lat, centre.lng]);
  useMapEvents({
    click: (event) => onPin({ lat: event.latlng.lat, lng: event.latlng.lng }),
    moveend: () => onMove(map.getCenter()),
  });
  return null;
}

/** Leaflet map for the delivery pin; tiles and their credit come from the shop's configuration. */
export function LocationMap({ centre, pin, onPin }: LocationMapProps) {
  const { data: shop } = useShopInfo();
  const middle = useRef<LatLng>(centre);
  return (
    <div>
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={15}
        scrollWheelZoom={false}
        className="h-72 w-full rounded-xl border border-slate-200 bg-slate-100 sm:h-80"
      >
        {shop?.mapTileUrl && <TileLayer url={shop.mapTileUrl} attribution={shop.mapTileAttribution} />}
        <MapBehaviour centre={centre} onPin={onPin} onMove={(point) => (middle.current = point)} />
        {pin && <Marker position={[pin.lat, pin.lng]} icon={PIN_ICON} keyboard={false} />}
      </MapContainer>
      {/* Keyboard and screen-reader users cannot click a point: they pan, then pin the middle. */}
      <button
        type="button"
        onClick={() => onPin({ lat: middle.current.lat, lng: middle.current.lng })}
        className="mt-2 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {m.checkout_pin_middle()}
      </button>
    </div>
  );
}
