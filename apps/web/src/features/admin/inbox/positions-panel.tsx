import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Modal } from "@/components/modal";
import { errorMessage } from "@/lib/api-client";
import { Can } from "../session/admin-session";
import { Badge } from "../ui/badge";
import { EmptyState } from "../ui/empty-state";
import { QueryState } from "../ui/query-state";
import { buttonClass, cardClass, inputClass } from "../ui/styles";
import { positionsQuery, useSavePosition, type AdminPosition, type PositionInput } from "./inbox-api";

const EMPTY: PositionInput = { title: "", location: "Kathmandu", type: "Full-time", department: "", description: "", isOpen: true };

/** The fields a position's form edits (the row also has its id, count and date). */
const pick = ({ title, location, type, department, description, isOpen }: AdminPosition): PositionInput => ({
  title,
  location,
  type,
  department,
  description,
  isOpen,
});

function PositionForm({ position, onClose }: { position: AdminPosition | null; onClose: () => void }) {
  const [values, setValues] = useState<PositionInput>(position ? pick(position) : EMPTY);
  const save = useSavePosition();
  const field = (name: "title" | "department" | "location" | "type", text: string) => (
    <label className="text-sm font-medium text-slate-700">
      {text}
      <input className={`${inputClass} mt-1`} value={values[name]} required onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
    </label>
  );
  return (
    <Modal open title={position ? "Edit position" : "New position"} onClose={onClose}>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();

          save.mutate(
            { id: position?.id, input: values },
            {
              onSuccess: () => {
                toast.success("Position saved");
                onClose();
              },
              onError: (error) => toast.error(errorMessage(error)),
            },
          );
        }}
      >
        {field("title", "Title")}
        {field("department", "Department")}
        {field("location", "Location")}
        {field("type", "Type")}
        <label className="text-sm font-medium text-slate-700 sm:col-span-2">
          Description
          <textarea
            rows={4}
            required
            className="mt-1 w-full rounded-lg border border-slate-300 p-2.5 text-sm"
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </label>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The careers page's open positions: create, edit, close or reopen. */
export function PositionsPanel() {
  const positions = useQuery(positionsQuery());
  const save = useSavePosition();
  const [editing, setEditing] = useState<AdminPosition | "new" | null>(null);
  return (
    <>
      <Can permission="inbox:write">
        <button type="button" className={`${buttonClass.primary} mb-3`} onClick={() => setEditing("new")}>
          New position
        </button>
      </Can>
      <QueryState query={positions}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No positions yet" />
          ) : (
            <ul className="space-y-3">
              {items.map((position) => (
                <li key={position.id} className={`${cardClass} flex flex-wrap items-center gap-3`}>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      {position.title} <Badge value={position.isOpen ? "open" : "closed"} />
                    </p>
                    <p className="text-sm text-slate-500">
                      {[position.department, position.location, position.type].filter(Boolean).join(" · ")} · {position.applications}{" "}
                      {position.applications === 1 ? "application" : "applications"}
                    </p>
                  </div>
                  <Can permission="inbox:write">
                    <button type="button" className={buttonClass.secondary} onClick={() => setEditing(position)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className={buttonClass.ghost}
                      disabled={save.isPending}
                      onClick={() =>
                        save.mutate({ id: position.id, input: { isOpen: !position.isOpen } }, { onError: (error) => toast.error(errorMessage(error)) })
                      }
                    >
                      {position.isOpen ? "Close" : "Reopen"}
                    </button>
                  </Can>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {editing && <PositionForm position={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
