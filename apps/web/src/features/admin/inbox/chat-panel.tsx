import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { errorMessage } from "@/lib/api-client";
import { dateTime } from "../lib/format";
import { Can } from "../session/admin-session";
import { EmptyState } from "../ui/empty-state";
import { QueryState } from "../ui/query-state";
import { buttonClass, inputClass } from "../ui/styles";
import { chatMessagesQuery, conversationsQuery, useChatReply } from "./inbox-api";
import { useLiveInbox } from "./use-live-inbox";

function Conversation({ id }: { id: string }) {
  const messages = useQuery(chatMessagesQuery(id));
  const reply = useChatReply(id);
  const [text, setText] = useState("");
  return (
    <div className="flex min-h-80 flex-col">
      <QueryState query={messages}>
        {({ messages: list }) => (
          <ol aria-label="Messages" className="flex-1 space-y-2 overflow-y-auto p-3">
            {list.map((message) => (
              <li
                key={message._id}
                className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${message.sender === "admin" ? "ml-auto bg-brand-600 text-white" : "bg-slate-100 text-slate-800"}`}
              >
                <p className="whitespace-pre-wrap">{message.text}</p>
                {message.attachment && (
                  <a href={message.attachment.url} target="_blank" rel="noreferrer" className="underline">
                    Attachment
                  </a>
                )}
                <p className={`mt-0.5 text-[11px] ${message.sender === "admin" ? "text-brand-100" : "text-slate-500"}`}>{dateTime(message.createdAt)}</p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <Can permission="inbox:write">
        <form
          className="flex gap-2 border-t border-slate-200 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            reply.mutate(text.trim(), { onSuccess: () => setText(""), onError: (error) => toast.error(errorMessage(error)) });
          }}
        >
          <label htmlFor="chat-reply" className="sr-only">
            Reply
          </label>
          <input id="chat-reply" className={inputClass} value={text} onChange={(event) => setText(event.target.value)} placeholder="Write a reply…" />
          <button type="submit" className={buttonClass.primary} disabled={reply.isPending || !text.trim()}>
            Send
          </button>
        </form>
      </Can>
    </div>
  );
}

/** The shop's chat: conversations on the left (unread first in weight), the open one on the right; live while open. */
export function ChatPanel() {
  useLiveInbox();
  const conversations = useQuery(conversationsQuery());
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <QueryState query={conversations}>
      {({ conversations: list }) =>
        list.length === 0 ? (
          <EmptyState title="No conversations yet" />
        ) : (
          <div className="grid overflow-hidden rounded-xl border border-slate-200 bg-white md:grid-cols-[18rem_1fr]">
            <ul
              aria-label="Conversations"
              className="max-h-[70dvh] divide-y divide-slate-100 overflow-y-auto border-b border-slate-200 md:border-b-0 md:border-r"
            >
              {list.map((conversation) => (
                <li key={conversation._id}>
                  <button
                    type="button"
                    aria-current={conversation._id === openId || undefined}
                    onClick={() => setOpenId(conversation._id)}
                    className={`block w-full px-3 py-2.5 text-left hover:bg-slate-50 ${conversation._id === openId ? "bg-brand-50" : ""}`}
                  >
                    <span className="flex justify-between gap-2 text-sm">
                      <span className={`truncate ${conversation.unread > 0 ? "font-bold" : "font-medium"}`}>{conversation.shopper.name}</span>
                      {conversation.unread > 0 && (
                        <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">{conversation.unread}</span>
                      )}
                    </span>
                    <span className="block truncate text-xs text-slate-500">{conversation.lastMessage.text}</span>
                  </button>
                </li>
              ))}
            </ul>
            {openId ? <Conversation key={openId} id={openId} /> : <p className="p-6 text-sm text-slate-500">Choose a conversation.</p>}
          </div>
        )
      }
    </QueryState>
  );
}
