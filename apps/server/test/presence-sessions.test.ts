import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./helpers.js";

describe("presence as the store runs it: shoppers come from the session cookie", () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp("pglite", {}, { presence: true });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });
  const ping = (event: string, payload: unknown, cookie?: string) => {
    const socket = connect(url, { path: "/socket.io", extraHeaders: cookie ? { cookie } : {}, reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.on("connect", () => socket.emit(event, payload));
  };

  it("counts a signed-in shopper by session, ignores a claimed id, and counts guests", async () => {
    const { cookie, user } = await signUp(t.app);
    ping("auth-ping", { _id: "someone-else" }, cookie);
    ping("auth-ping", { _id: user._id }); // no cookie: not a shopper, whatever it claims
    ping("guest-ping", { guest_id: randomUUID() });
    let counts = await t.app.presence!.counts();
    for (let i = 0; i < 100 && (counts.shoppers < 1 || counts.guests < 1); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      counts = await t.app.presence!.counts();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.app.presence!.counts()).toEqual({ shoppers: 1, guests: 1 });
  });
});
