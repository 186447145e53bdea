import { isIP } from "node:net";
import proxyAddr from "@fastify/proxy-addr";

/** false: no proxy; a number: that many proxy hops in front; a list: the proxies' addresses or CIDRs. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for common ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Reads TRUST_PROXY. `true` is refused: it believes the left-most X-Forwarded-For entry, which any
 * client writes, so one client could pose as many and escape every per-IP limit
 * (docs/requirements/operations.md#proxies-and-scale-out). Answers the setting, or a message saying what
 * is wrong.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "false" || value === "0" || value === "no") return false;
  if (value === "true" || value === "yes") {
    return "true would trust every hop (any client could forge its address); give the number of proxies in front, e.g. 1, or their addresses, e.g. 10.0.0.0/8,loopback";
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : "a hop count must be between 0 and 10";
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !validEntry(entry));
  if (bad.length > 0) return `not an address, CIDR or range name: ${bad.join(", ")}`;
  return entries;
}

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** Whether the direct peer `address` is a trusted proxy (for connections Fastify does not see, e.g. WebSockets). */
export function trustsPeer(setting: TrustProxy, address: string | undefined): boolean {
  if (setting === false || !address) return false;
  if (typeof setting === "number") return setting > 0;
  return proxyAddr.compile(setting)(address, 0);
}

/** The setting as Fastify takes it: a hop count becomes "trust the nearest N hops". */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
  return setting;
}
