import { m } from "@/paraglide/messages";

type Greeting = (name: string, day: string) => string;

/**
 * The desktop top bar greets with one of these at random
 * (docs/requirements/app-shell.md#header-and-navigation: 18 greetings with the weekday and the user's
 * name). Each opens with a salutation so that the signed-out name "there" reads naturally too ("Hey
 * there, …"). The texts are messages, read in the page's language.
 */
const MESSAGES = [
  m.layout_greeting_1,
  m.layout_greeting_2,
  m.layout_greeting_3,
  m.layout_greeting_4,
  m.layout_greeting_5,
  m.layout_greeting_6,
  m.layout_greeting_7,
  m.layout_greeting_8,
  m.layout_greeting_9,
  m.layout_greeting_10,
  m.layout_greeting_11,
  m.layout_greeting_12,
  m.layout_greeting_13,
  m.layout_greeting_14,
  m.layout_greeting_15,
  m.layout_greeting_16,
  m.layout_greeting_17,
  m.layout_greeting_18,
];
export const GREETINGS: readonly Greeting[] = MESSAGES.map((message) => (name: string, day: string) => message({ name, day }));

/** The name a signed-out visitor is greeted by ("there" / "साथी"). */
export const signedOutName = () => m.layout_guest_name();

// Sunday first, as Date.getDay() counts.
const WEEKDAYS = [
  m.layout_weekday_sunday,
  m.layout_weekday_monday,
  m.layout_weekday_tuesday,
  m.layout_weekday_wednesday,
  m.layout_weekday_thursday,
  m.layout_weekday_friday,
  m.layout_weekday_saturday,
];

/** The shopper's own weekday (the browser's time zone), in the page's language. */
export function weekdayName(date: Date): string {
  return WEEKDAYS[date.getDay()]!();
}

/** `random` is a number in [0, 1), as Math.random gives. */
export function pickGreeting(fullName: string | undefined, date: Date, random: number): string {
  const index = Math.min(GREETINGS.length - 1, Math.floor(random * GREETINGS.length));
  const name = fullName?.trim() || signedOutName();
  return GREETINGS[index]!(name, weekdayName(date));
}
