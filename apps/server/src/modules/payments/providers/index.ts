import { paymentProvider, type OnlinePaymentMethod } from "@pasal/shared";
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

/**
 * Every gateway, built with the shop's settings (each says itself whether it is configured). A
 * gateway that packages/shared says refunds through an API must have one: checked at start, so a
 * refund never finds it missing.
 */
export function createProviders(config: Config): Providers {
  const built = Object.values(REGISTRY).map((definition) => definition.create(config));
  for (const gateway of built) {
    if (paymentProvider(gateway.id).refunds === "api" && !gateway.refund)
      throw new Error(`payment provider ${gateway.id} is declared to refund through its API but has no refund()`);
  }
  return Object.fromEntries(built.map((gateway) => [gateway.id, gateway])) as unknown as Providers;
}
