import { createRequire } from "node:module";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import type { Config } from "./config.js";

/** Probes and scrapes would be most of the traces and tell nothing. */
const UNTRACED = new Set(["/api/health/live", "/api/health/ready", "/metrics"]);

/**
 * OpenTelemetry tracing (decision 037), loaded by main.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set. Spans: each HTTP request (named by its Fastify route, see trace-route.ts), each PostgreSQL
 * query inside it, and each background job (jobs/trace-job.ts). The exporter reads the standard
 * OTEL_* variables itself (endpoint, headers, timeout) and posts to {endpoint}/v1/traces.
 */
export async function startTracing(config: Pick<Config, "OTEL_SERVICE_NAME">): Promise<{ shutdown(): Promise<void> }> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": config.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.has((request.url ?? "").split("?")[0]!) }),
      new PgInstrumentation(),
    ],
  });
  // The server imports pg and http as ES modules, which the instrumentations' require hook does
  // not see; requiring them once lets it patch their shared prototypes before the first request.
  const require = createRequire(import.meta.url);
  for (const name of ["http", "https", "pg", "pg-pool"]) {
    try {
      require(name);
    } catch {
      // pg-pool may be nested under pg; pg's own queries are traced through pg's Client either way.
    }
  }
  return { shutdown: () => provider.shutdown() };
}
