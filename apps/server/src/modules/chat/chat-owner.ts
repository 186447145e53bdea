/** Whose conversation: an account, or a guest known by the id in its signed cookie. */
export type ChatOwner = { kind: "user"; userId: string } | { kind: "guest"; guestId: string };

/** The socket.io room of one shopper's conversation (every tab of theirs joins it). */
export const ownerRoom = (owner: ChatOwner) => (owner.kind === "user" ? `chat:user:${owner.userId}` : `chat:guest:${owner.guestId}`);

/** Staff sockets in the back office: they hear every conversation. */
export const STAFF_ROOM = "chat:staff";
