type Greeting = (name: string, day: string) => string;

/**
 * The desktop top bar greets with one of these at random (spec part 1 §2: 18 greetings with
 * the weekday and the user's name). Each opens with a salutation so that the signed-out name
 * "there" reads naturally too ("Hey there, …").
 */
export const GREETINGS: readonly Greeting[] = [
  (n, d) => `Hi ${n}, happy ${d}!`,
  (n, d) => `Hello ${n}! Hope your ${d} is going well.`,
  (n, d) => `Hey ${n}, fresh deals just landed this ${d}.`,
  (n, d) => `Hi ${n}! ${d} is a great day for an upgrade.`,
  (n, d) => `Hello ${n}, let's make this ${d} a little brighter.`,
  (n, d) => `Hey ${n}! Your ${d} gadget hunt starts here.`,
  (n, d) => `Hi ${n}, free delivery across Nepal all ${d} long.`,
  (n, d) => `Hello ${n}! Something new is waiting for you this ${d}.`,
  (n, d) => `Hey ${n}, treat yourself to something nice this ${d}.`,
  (n, d) => `Hi ${n}! Wishing you a smooth ${d}.`,
  (n, d) => `Hello ${n}, thanks for shopping with us this ${d}.`,
  (n, d) => `Hey ${n}! Great ${d} picks are in stock now.`,
  (n, d) => `Hi ${n}, here's to a productive ${d}.`,
  (n, d) => `Hello ${n}! The ${d} deals are live.`,
  (n, d) => `Hey ${n}, good to see you this ${d}.`,
  (n, d) => `Hi ${n}! Have a wonderful ${d}.`,
  (n, d) => `Hello ${n}, welcome to your ${d} tech stop.`,
  (n, d) => `Hey ${n}! Happy ${d} from all of us.`,
];

export const SIGNED_OUT_NAME = "there";

export function weekdayName(date: Date): string {
  return date.toLocaleDateString("en-US", { weekday: "long" });
}

/** `random` is a number in [0, 1), as Math.random gives. */
export function pickGreeting(fullName: string | undefined, date: Date, random: number): string {
  const index = Math.min(GREETINGS.length - 1, Math.floor(random * GREETINGS.length));
  const name = fullName?.trim() || SIGNED_OUT_NAME;
  return GREETINGS[index]!(name, weekdayName(date));
}
