import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface NcmParcel {
  orderid: number;
  body: Record<string, unknown>;
  statuses: { status: string; added_time: string }[];
}

/**
 * A stand-in for Nepal Can Move's API over HTTP (the calls Pasal makes): `Authorization: Token
 * <key>` checked on every call; `POST v1/order/create` keeps the parcel and answers its `orderid`;
 * `GET v2/branches` lists branches with their districts; `GET v1/order/status?id=` lists the
 * parcel's statuses, newest first. `setStatus` moves a parcel as NCM's riders would.
 */
export async function startNcmServer(token = "ncm-test-token") {
  const parcels: NcmParcel[] = [];
  let next = 41000;
  let down = false;
  const branches = [
    { name: "TINKUNE", district: "Kathmandu" },
    { name: "POKHARA", district: "Kaski" },
    { name: "BIRATNAGAR", district: "Morang" },
  ];
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (down) return answer(503, { detail: "maintenance" });
    if (request.headers.authorization !== `Token ${token}`) return answer(401, { detail: "Invalid token." });
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "GET" && url.pathname.endsWith("/v2/branches")) return answer(200, branches);
    if (request.method === "GET" && url.pathname.endsWith("/v1/order/status")) {
      const parcel = parcels.find((p) => String(p.orderid) === url.searchParams.get("id"));
      if (!parcel) return answer(404, { Error: "Order not found" });
      return answer(
        200,
        [...parcel.statuses].reverse().map((s) => ({ orderid: parcel.orderid, ...s })),
      );
    }
    if (request.method === "POST" && url.pathname.endsWith("/v1/order/create")) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      for (const field of ["name", "phone", "cod_charge", "address", "fbranch", "branch", "vref_id"]) {
        if (body[field] === undefined || body[field] === "") return answer(400, { Error: { [field]: ["This field is required."] } });
      }
      if (!branches.some((b) => b.name === body.branch)) return answer(400, { Error: { branch: ["Invalid branch."] } });
      const parcel = { orderid: next++, body, statuses: [{ status: "Pickup Order Created", added_time: new Date().toISOString() }] };
      parcels.push(parcel);
      return answer(200, { Message: "Order Successfully Created", orderid: parcel.orderid, delivery_charge: 150 });
    }
    answer(404, { detail: "Not found." });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    token,
    parcels,
    parcel: (orderNumber: string) => parcels.find((p) => p.body.vref_id === orderNumber),
    setStatus(orderid: number, status: string, at = new Date()) {
      parcels.find((p) => p.orderid === orderid)?.statuses.push({ status, added_time: at.toISOString() });
    },
    setDown: (value: boolean) => (down = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
