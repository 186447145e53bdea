import type { OnlinePaymentMethod } from "@pasal/shared";
import type { Config } from "../../../config.js";
import type { PaymentProvider, ProviderDefinition } from "../payment-provider.js";
import { esewa } from "./esewa/index.js";
import { fonepay } from "./fonepay/index.js";
import { khalti } from "./khalti/index.js";

/**
 * The one registry of payment gateways (decision 033): one line per folder. The type makes it
 * list exactly the ids of packages/shared's PAYMENT_PROVIDERS, so a gateway named there without
 * a folder here (or the other way round) does not compile.
 */
const REGISTRY: { readonly [Id in OnlinePaymentMethod]: ProviderDefinition<Id> } = {
  esewa,
  khalti,
  fonepay,
};

export type Providers = { readonly [Id in OnlinePaymentMethod]: PaymentProvider & { readonly id: Id } };

/** Every gateway, built with the shop's settings (each says itself whether it is configured). */
export function createProviders(config: Config): Providers {
  return Object.fromEntries(Object.values(REGISTRY).map((definition) => [definition.id, definition.create(config)])) as unknown as Providers;
}
