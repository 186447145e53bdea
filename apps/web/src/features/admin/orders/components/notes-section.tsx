import { useState } from "react";
import toast from "react-hot-toast";
import type { AdminOrderDetail } from "@pasal/shared";
import { errorMessage } from "@/lib/api-client";
import { dateTime } from "../../lib/format";
import { Can } from "../../session/admin-session";
import { buttonClass } from "../../ui/styles";
import { useAddOrderNote } from "../api/orders-api";
import { Section } from "./order-sections";

/** The shop's own notes on an order (never shown to the shopper). */
export function NotesSection({ order }: { order: AdminOrderDetail }) {
  const [text, setText] = useState("");
  const addNote = useAddOrderNote(order.orderId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    addNote.mutate(text.trim(), {
      onSuccess: () => {
        setText("");
        toast.success("Note added");
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <Section title="Notes">
      {order.notes.length === 0 ? (
        <p className="text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ul className="space-y-3">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap text-slate-800">{note.text}</p>
              <p className="mt-1 text-xs text-slate-500">
                {note.by?.fullName ?? "The shop"} · {dateTime(note.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Can permission="orders:note">
        <form onSubmit={submit} className="mt-3">
          <label htmlFor="order-note" className="sr-only">
            New note
          </label>
          <textarea
            id="order-note"
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Add a note for the team…"
            className="w-full rounded-lg border border-slate-300 p-2.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
          />
          <button type="submit" className={`${buttonClass.secondary} mt-2`} disabled={!text.trim() || addNote.isPending}>
            {addNote.isPending ? "Adding…" : "Add note"}
          </button>
        </form>
      </Can>
    </Section>
  );
}
