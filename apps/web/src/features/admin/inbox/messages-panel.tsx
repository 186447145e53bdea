import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { errorMessage } from "@/lib/api-client";
import { dateTime } from "../lib/format";
import { Can, useCan } from "../session/admin-session";
import { Badge } from "../ui/badge";
import { EmptyState } from "../ui/empty-state";
import { QueryState } from "../ui/query-state";
import { cardClass, inputClass } from "../ui/styles";
import { INBOX_STATUSES, inboxQuery, resumeUrl, useSetInboxStatus, type ContactMessage, type InboxStatus, type JobApplication } from "./inbox-api";

function StatusSelect({ kind, id, status }: { kind: "messages" | "applications"; id: string; status: InboxStatus }) {
  const set = useSetInboxStatus(kind);
  const can = useCan();
  if (!can("inbox:write")) return <Badge value={status} />;
  return (
    <select
      aria-label="Status"
      className={`${inputClass} w-32`}
      value={status}
      disabled={set.isPending}
      onChange={(event) => set.mutate({ id, status: event.target.value as InboxStatus }, { onError: (error) => toast.error(errorMessage(error)) })}
    >
      {INBOX_STATUSES.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="mb-3 inline-block text-xs font-medium text-slate-600">
      Show
      <select className={`${inputClass} ml-2 inline-block w-36`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {INBOX_STATUSES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Contact-form messages, newest first, with their status. */
export function MessagesPanel() {
  const [status, setStatus] = useState("new");
  const messages = useQuery(inboxQuery<ContactMessage>("messages", status));
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      <QueryState query={messages}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No messages" />
          ) : (
            <ul className="space-y-3">
              {items.map((message) => (
                <li key={message.id} className={cardClass}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      {message.name}{" "}
                      <a className="font-normal text-brand-700 hover:underline" href={`mailto:${message.email}`}>
                        {message.email}
                      </a>
                    </p>
                    <StatusSelect kind="messages" id={message.id} status={message.status} />
                  </div>
                  <p className="text-xs text-slate-500">{dateTime(message.createdAt)}</p>
                  <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{message.message}</p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}

/** Job applications; the résumé downloads only for the shop's staff (the server checks). */
export function ApplicationsPanel() {
  const [status, setStatus] = useState("new");
  const applications = useQuery(inboxQuery<JobApplication>("applications", status));
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      <QueryState query={applications}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No applications" />
          ) : (
            <ul className="space-y-3">
              {items.map((application) => (
                <li key={application.id} className={cardClass}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold text-slate-900">
                        {application.firstName} {application.lastName} · <span className="font-normal">{application.position || "Open application"}</span>
                      </p>
                      <p className="text-xs text-slate-500">
                        {application.email} · {application.phone} · {dateTime(application.createdAt)}
                      </p>
                    </div>
                    <StatusSelect kind="applications" id={application.id} status={application.status} />
                  </div>
                  <p className="mt-2 line-clamp-4 whitespace-pre-wrap text-sm text-slate-700">{application.coverLetter}</p>
                  {application.hearAbout && <p className="mt-1 text-xs text-slate-500">Heard about us: {application.hearAbout}</p>}
                  <p className="mt-2 flex gap-4 text-sm">
                    <Can permission="inbox:read">
                      <a className="font-semibold text-brand-700 hover:underline" href={resumeUrl(application.id)} download>
                        Download résumé ({application.resumeName})
                      </a>
                    </Can>
                    {application.linkedin && (
                      <a className="text-brand-700 hover:underline" href={application.linkedin} target="_blank" rel="noreferrer noopener">
                        LinkedIn
                      </a>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
