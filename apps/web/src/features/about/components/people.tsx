import { Mail } from "lucide-react";
import { useShopInfo } from "@/lib/queries/get-shop-info";
import { LEADERS, TEAM, type Person } from "../about-content";
import { InitialsAvatar } from "./initials-avatar";

/** Mail for a person reaches the shop's own inbox, marked for them (the people are not real addresses). */
function useMailTo() {
  const { data: shop } = useShopInfo();
  return (person: Person) => (shop ? `mailto:${shop.email}?subject=${encodeURIComponent(`For ${person.name}`)}` : undefined);
}

export function LeadershipCards() {
  const mailTo = useMailTo();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {LEADERS.map((leader) => (
        <li key={leader.name} className="group flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-xs transition hover:-translate-y-1 hover:shadow-md">
          <InitialsAvatar name={leader.name} />
          <h3 className="mt-4 font-semibold text-slate-900">{leader.name}</h3>
          <p className="text-sm font-medium text-brand-700">{leader.role}</p>
          <p className="mt-3 flex-1 text-sm text-slate-600">{leader.bio}</p>
          {mailTo(leader) && (
            <a
              href={mailTo(leader)}
              aria-label={`E-mail ${leader.name}`}
              className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            >
              <Mail aria-hidden className="size-3.5" /> E-mail
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

export function TeamList() {
  const mailTo = useMailTo();
  return (
    <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {TEAM.map((member) => (
        <li key={member.name} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
          <InitialsAvatar name={member.name} size="size-14 text-lg" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{member.name}</h3>
            <p className="text-sm text-slate-600">{member.role}</p>
          </div>
          {mailTo(member) && (
            <a href={mailTo(member)} aria-label={`E-mail ${member.name}`} className="grid size-9 place-items-center rounded-full text-slate-500 hover:bg-brand-50 hover:text-brand-700">
              <Mail aria-hidden className="size-4" />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
