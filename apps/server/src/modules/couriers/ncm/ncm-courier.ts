import { CourierRefusal, type Booking, type Courier, type CourierUpdate, type Parcel } from "../courier.js";

export interface NcmOptions {
  /** Base of NCM's API, e.g. https://portal.nepalcanmove.com/api/ (NCM_API_URL). */
  apiUrl: string;
  token: string;
  /** The NCM branch that picks parcels up from the shop (NCM_PICKUP_BRANCH). */
  pickupBranch: string;
  /** The parcel's page for shoppers, `{id}` replaced by NCM's order id (NCM_TRACKING_URL). */
  trackingUrl: string;
  timeoutMs?: number;
}

interface NcmBranch {
  name: string;
  district?: string;
  district_name?: string;
}

const BRANCHES_TTL_MS = 60 * 60 * 1000;

/**
 * Nepal Can Move over its published API: `Authorization: Token <key>`; `POST v1/order/create`
 * books a parcel and answers its `orderid`; `GET v2/branches` lists the branches (the destination
 * branch is the one in the order's district); `GET v1/order/status?id=` lists a parcel's statuses.
 * Its statuses that end a delivery: "Delivered", and a return to the vendor ("Returned to Vendor").
 */
export class NcmCourier implements Courier {
  readonly id = "ncm";
  readonly name = "Nepal Can Move";
  private branches: { at: number; list: NcmBranch[] } | undefined;

  constructor(private readonly options: NcmOptions) {}

  async book(parcel: Parcel): Promise<Booking> {
    const branch = await this.branchFor(parcel.district);
    const body = {
      name: parcel.name,
      phone: parcel.phone,
      phone2: "",
      cod_charge: (parcel.codPaisa / 100).toFixed(2),
      address: parcel.address,
      fbranch: this.options.pickupBranch,
      branch,
      package: `Order ${parcel.orderNumber}`,
      vref_id: parcel.orderNumber,
      instruction: parcel.instruction,
      delivery_type: "Door2Door",
      weight: "1",
    };
    const answer = await this.call<{ orderid?: number | string; Message?: string; Error?: unknown }>("POST", "v1/order/create", body);
    if (answer.orderid === undefined || answer.orderid === null || answer.orderid === "") throw new Error("NCM answered without an order id");
    const trackingNumber = String(answer.orderid);
    return { trackingNumber, trackingUrl: this.options.trackingUrl.replace("{id}", encodeURIComponent(trackingNumber)) };
  }

  async latest(trackingNumber: string): Promise<CourierUpdate | null> {
    const answer = await this.call<{ status: string; added_time?: string }[] | { detail?: string }>(
      "GET",
      `v1/order/status?id=${encodeURIComponent(trackingNumber)}`,
    );
    if (!Array.isArray(answer) || answer.length === 0) return null;
    // Newest first as NCM lists them; sorted here by time in case an answer is not.
    const newest = [...answer].sort((a, b) => Date.parse(b.added_time ?? "") - Date.parse(a.added_time ?? ""))[0]!;
    return ncmUpdate(newest.status, newest.added_time);
  }

  private async branchFor(district: string): Promise<string> {
    if (!this.branches || Date.now() - this.branches.at > BRANCHES_TTL_MS) {
      const list = await this.call<NcmBranch[] | { data?: NcmBranch[] }>("GET", "v2/branches");
      this.branches = { at: Date.now(), list: Array.isArray(list) ? list : (list.data ?? []) };
    }
    const wanted = district.trim().toLowerCase();
    const found = this.branches.list.find((b) => (b.district ?? b.district_name ?? "").trim().toLowerCase() === wanted);
    if (!found) throw new CourierRefusal(`Nepal Can Move has no branch in ${district || "the order's district"}: ship this order another way`);
    return found.name;
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.options.apiUrl), {
        method,
        headers: { authorization: `Token ${this.options.token}`, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new Error("Nepal Can Move did not answer");
    }
    const answer = (await response.json().catch(() => ({}))) as T & { Error?: unknown; detail?: unknown };
    if (response.status >= 400 && response.status < 500) {
      const reason =
        typeof answer.Error === "string" ? answer.Error : typeof answer.detail === "string" ? answer.detail : JSON.stringify(answer.Error ?? answer);
      throw new CourierRefusal(`Nepal Can Move refused: ${reason}`);
    }
    if (!response.ok) throw new Error(`Nepal Can Move answered ${response.status}`);
    return answer;
  }
}

/** An NCM status word, as the order sees it: delivered, returned to the shop, or a step in between. */
export function ncmUpdate(status: string, at?: string | number): CourierUpdate {
  const word = status.trim().toLowerCase();
  const orderStatus = word === "delivered" ? "delivered" : /return/.test(word) && /vendor|sender|shop/.test(word) ? "returned" : null;
  const when = at === undefined ? Date.now() : typeof at === "number" ? at : Date.parse(at);
  return { status: status.trim(), at: new Date(Number.isNaN(when) ? Date.now() : when), orderStatus };
}
