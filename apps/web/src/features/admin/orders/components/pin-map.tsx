import { divIcon } from "leaflet";
import "leaflet/dist/leaflet.css";
import { MapContainer, Marker, TileLayer } from "react-leaflet";
import { useShopInfo } from "@/lib/queries/get-shop-info";

const PIN = divIcon({
  className: "",
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="37" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.8 0 27.6 16 42 16 42s16-14.4 16-26.2C32 7 24.8 0 16 0z" fill="#e11d48"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>`,
  iconSize: [28, 37],
  iconAnchor: [14, 37],
});

/** The shopper's pinned delivery point, read-only, with a link for directions on a phone. */
export function PinMap({ point }: { point: { lat: number; lng: number } }) {
  const { data: shop } = useShopInfo();
  return (
    <figure>
      <MapContainer center={[point.lat, point.lng]} zoom={16} scrollWheelZoom={false} className="h-56 w-full rounded-lg border border-slate-200 bg-slate-100">
        {shop?.mapTileUrl && <TileLayer url={shop.mapTileUrl} attribution={shop.mapTileAttribution} />}
        <Marker position={[point.lat, point.lng]} icon={PIN} keyboard={false} />
      </MapContainer>
      <figcaption className="mt-1 text-xs text-slate-500">
        Pinned at {point.lat.toFixed(5)}, {point.lng.toFixed(5)} ·{" "}
        <a className="text-brand-700 hover:underline" href={`geo:${point.lat},${point.lng}`}>
          Open in maps
        </a>
      </figcaption>
    </figure>
  );
}
