import { useId, useState } from "react";
import { Truck } from "lucide-react";
import { deliveryDays, type DeliveryDays } from "@pasal/shared";
import { useAuthStore } from "@/lib/auth-store";
import { useLocationTree } from "@/lib/queries/get-location";
import { number } from "@/lib/i18n/format";
import { readJson, writeJson } from "@/lib/storage";
import { m } from "@/paraglide/messages";

/** The district a guest picked on a product page, kept for later visits. */
export const DELIVERY_DISTRICT_KEY = "deliveryDistrict";

type Place = { province: string; district: string };

function storedPlace(): Place | null {
  const value = readJson("local", DELIVERY_DISTRICT_KEY) as Partial<Place> | undefined;
  return typeof value?.district === "string" && value.district && typeof value.province === "string"
    ? { province: value.province, district: value.district }
    : null;
}

/** "1–2 days", "3 days" (in the page's language). */
export function daysText({ min, max }: DeliveryDays): string {
  if (min !== max) return m.product_days_range({ min: number(min), max: number(max) });
  return (min === 1 ? m.product_day_one : m.product_days)({ count: number(min) });
}

/**
 * "Delivered in 2–3 days to Kaski" (docs/requirements/catalogue.md#product-page), by the same table the
 * order confirmation uses (`deliveryDays` in @pasal/shared). The district is the one picked here, else
 * the signed-in shopper's saved address, else the one picked on an earlier visit; without any, the
 * promise for anywhere in Nepal.
 */
export function DeliveryPromise() {
  const account = useAuthStore((state) => state.authUser?.shippingAddress);
  const [picked, setPicked] = useState<Place | null>(null);
  const [choosing, setChoosing] = useState(false);
  const selectId = useId();
  const place = picked ?? (account?.district ? { province: account.province ?? "", district: account.district } : null) ?? storedPlace();
  const days = deliveryDays(place?.province ?? "", place?.district ?? "");

  const choose = (value: string) => {
    const [province = "", district = ""] = value.split("|");
    if (!district) return;
    const next = { province, district };
    writeJson("local", DELIVERY_DISTRICT_KEY, next);
    setPicked(next);
    setChoosing(false);
  };

  return (
    <div className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
      <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {place ? m.product_delivered_to({ days: daysText(days), district: place.district }) : m.product_delivered_anywhere({ days: daysText(days) })}
        </p>
        <p className="text-slate-600">{m.product_free_delivery_note()}</p>
        {choosing ? (
          <DistrictSelect id={selectId} current={place} onChoose={choose} />
        ) : (
          <button type="button" onClick={() => setChoosing(true)} className="mt-1 font-semibold text-brand-700 hover:underline">
            {place ? m.product_change_district() : m.product_choose_district()}
          </button>
        )}
      </div>
    </div>
  );
}

function DistrictSelect({ id, current, onChoose }: { id: string; current: Place | null; onChoose: (value: string) => void }) {
  const { data: tree, isPending, isError } = useLocationTree();
  if (isError) return <p className="mt-1 text-slate-600">{m.product_districts_failed()}</p>;
  return (
    <div className="mt-2">
      <label htmlFor={id} className="sr-only">
        {m.product_your_district()}
      </label>
      <select
        id={id}
        disabled={isPending}
        defaultValue={current ? `${current.province}|${current.district}` : ""}
        onChange={(event) => onChoose(event.target.value)}
        className="w-full max-w-xs rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
      >
        <option value="" disabled>
          {isPending ? m.product_loading_districts() : m.product_choose_district()}
        </option>
        {tree?.provinces.map((province) => (
          <optgroup key={province.id} label={province.name}>
            {province.districts.map((district) => (
              <option key={district.id} value={`${province.name}|${district.name}`}>
                {district.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
