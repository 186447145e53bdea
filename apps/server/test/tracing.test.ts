import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "./server-process.js";

interface ExportedSpan {
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** A tiny OTLP/HTTP receiver: what a collector would get at /v1/traces (the exporter posts JSON). */
async function otlpReceiver() {
  const spans: ExportedSpan[] = [];
  const paths: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      paths.push(request.url ?? "");
      const parsed = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
      for (const resource of parsed.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, paths, close: () => server.close() };
}

describe("tracing with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-trace-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("sends a span per request, named by its route, to the collector", async () => {
    const receiver = await otlpReceiver();
    const server = await startServer(4172, { DATA_DIR: dataDir, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: "pasal-test" });
    try {
      const products = (await (await fetch(`${server.base}/api/product`)).json()) as { _id: string }[];
      expect((await fetch(`${server.base}/api/product/${products[0]!._id}`)).status).toBe(200);
      // Shutting down flushes the spans still batched.
      server.child.kill("SIGTERM");
      expect(await server.exited, server.output()).toBe(0);
      expect(receiver.paths.every((p) => p === "/v1/traces")).toBe(true);
      const names = receiver.spans.map((s) => s.name);
      expect(names).toContain("GET /api/product/:idOrModelName");
      const span = receiver.spans.find((s) => s.name === "GET /api/product/:idOrModelName")!;
      expect(span.attributes.find((a) => a.key === "http.route")?.value.stringValue).toBe("/api/product/:idOrModelName");
      // Probes are not traced.
      expect(names.some((n) => n.includes("/api/health"))).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      receiver.close();
    }
  }, 240_000);
});
