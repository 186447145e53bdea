import { CHAT_EVENTS, type ChatMessage } from "@pasal/shared";
import type { Server } from "socket.io";
import { STAFF_ROOM, ownerRoom, type ChatOwner } from "./chat-owner.js";

/**
 * Delivers stored messages to the sockets listening: the shopper's room and the staff room.
 * Through the socket.io Redis adapter this reaches sockets on every instance. Without a socket
 * server (tests that build the app without presence) messages are only stored.
 */
export class ChatLive {
  private io?: Server;

  attach(io: Server): void {
    this.io = io;
  }

  fromShopper(owner: ChatOwner, message: ChatMessage): void {
    this.io?.to(ownerRoom(owner)).to(STAFF_ROOM).emit(CHAT_EVENTS.userMessage, message);
  }

  fromStaff(owner: ChatOwner, message: ChatMessage): void {
    this.io?.to(ownerRoom(owner)).to(STAFF_ROOM).emit(CHAT_EVENTS.adminMessage, message);
  }
}
