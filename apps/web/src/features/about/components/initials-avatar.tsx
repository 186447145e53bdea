import { initials } from "@/lib/text";

const TONES = ["bg-brand-600", "bg-emerald-600", "bg-amber-500", "bg-violet-600", "bg-rose-600", "bg-sky-600"];


/** A person's initials on a colour picked from their name: no photos of real people. */
export function InitialsAvatar({ name, size = "size-20 text-2xl" }: { name: string; size?: string }) {
  const tone = TONES[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % TONES.length];
  return (
    <span aria-hidden className={`grid shrink-0 place-items-center rounded-full font-bold text-white ring-4 ring-white ${tone} ${size}`}>
      {initials(name)}
    </span>
  );
}
