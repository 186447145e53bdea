import type { Config } from "../config.js";

/** The store's address for links and gateway returns: PUBLIC_URL when configured, else the one the request used. */
export function requestOrigin(request: { protocol: string; host: string }, config: Pick<Config, "PUBLIC_URL">): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}
