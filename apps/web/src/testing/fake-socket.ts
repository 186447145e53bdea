import { vi } from "vitest";

type Listener = (...args: unknown[]) => void;

/** Enough of a socket.io client socket for the presence hook; tests drive `connect` by hand. */
export class FakeSocket {
  connected = false;
  readonly emitted: Array<[string, ...unknown[]]> = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    return this;
  }

  disconnect = vi.fn(() => {
    this.connected = false;
    return this;
  });

  /** Pretends the server accepted the connection. */
  simulateConnect() {
    this.connected = true;
    this.listeners.get("connect")?.forEach((listener) => listener());
  }
}

/** Every socket the mocked `io()` has handed out, newest last. */
export const fakeSockets: FakeSocket[] = [];

export function createFakeSocket(): FakeSocket {
  const socket = new FakeSocket();
  fakeSockets.push(socket);
  return socket;
}
