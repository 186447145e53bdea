import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface SentSms {
  from: string;
  to: string;
  text: string;
}

/**
 * A stand-in for Sparrow SMS's v2 send call, over HTTP: it takes `token`, `from`, `to` and `text`
 * (as a form, JSON or the query), checks the token and the sender identity it was given, and
 * answers as Sparrow does: 200 `{ count, response_code: 200, response }` for a message it took, 403
 * with a code 1000–1013 for one it refused. `failNext(status)` makes the next answers fail
 * (a 500 while the gateway is down, say).
 */
export async function startSparrowServer(options: { token?: string; from?: string } = {}) {
  const token = options.token ?? "sparrow-test-token";
  const from = options.from ?? "PasalShop";
  const sent: SentSms[] = [];
  const failures: number[] = [];
  let requests = 0;
  const server = createServer(async (request, response) => {
    requests++;
    const params = await readParams(request);
    const answer = (status: number, body: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const failure = failures.shift();
    if (failure) return answer(failure, { response_code: failure, response: "Service unavailable" });
    if (request.method !== "POST" && request.method !== "GET") return answer(405, { response_code: 405 });
    if (params.get("token") !== token) return answer(403, { response_code: 1002, response: "Invalid Token" });
    if (params.get("from") !== from) return answer(403, { response_code: 1008, response: "Invalid Sender" });
    const to = params.get("to") ?? "";
    const text = params.get("text") ?? "";
    if (!/^9[78]\d{8}$/.test(to)) return answer(403, { response_code: 1007, response: "Invalid Receiver" });
    if (!text) return answer(403, { response_code: 1004, response: "Text missing" });
    sent.push({ from, to, text });
    answer(200, { count: 1, response_code: 200, response: "1 mesages has been queued for delivery" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2/sms/`,
    token,
    from,
    sent,
    requests: () => requests,
    /** The texts sent to one number, oldest first. */
    to: (number: string) => sent.filter((sms) => sms.to === number),
    failNext: (...statuses: number[]) => failures.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readParams(request: IncomingMessage): Promise<URLSearchParams> {
  const query = new URL(request.url ?? "/", "http://localhost").searchParams;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  if (!body) return query;
  if ((request.headers["content-type"] ?? "").includes("json")) {
    const json = JSON.parse(body) as Record<string, unknown>;
    return new URLSearchParams(Object.entries(json).map(([k, v]): [string, string] => [k, String(v)]));
  }
  return new URLSearchParams(body);
}
