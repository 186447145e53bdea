import type { Config } from "../../config.js";
import type { Courier } from "./courier.js";
import { NcmCourier } from "./ncm/ncm-courier.js";

/** The couriers that can book parcels, by id: Nepal Can Move when NCM_API_TOKEN is set (decision 040). */
export type Couriers = ReadonlyMap<string, Courier>;

export function createCouriers(config: Config): Couriers {
  const couriers = new Map<string, Courier>();
  if (config.NCM_API_TOKEN) {
    couriers.set(
      "ncm",
      new NcmCourier({ apiUrl: config.NCM_API_URL, token: config.NCM_API_TOKEN, pickupBranch: config.NCM_PICKUP_BRANCH, trackingUrl: config.NCM_TRACKING_URL }),
    );
  }
  return couriers;
}
