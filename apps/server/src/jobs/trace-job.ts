import { SpanStatusCode, trace } from "@opentelemetry/api";

const tracer = trace.getTracer("pasal-jobs");

/**
 * One span per job run, with the database spans it makes inside it. Without tracing set up
 * (OTEL_EXPORTER_OTLP_ENDPOINT unset) the API's tracer is a no-op and this costs a function call.
 */
export function traceJob<T>(name: string, attempt: number, run: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(`job ${name}`, { attributes: { "pasal.job.name": name, "pasal.job.attempt": attempt } }, async (span) => {
    try {
      return await run();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
