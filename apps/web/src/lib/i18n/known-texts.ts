/** Fixed English texts (a shared rule's message, the server's fixed words), each with its message. */
export type KnownTexts = Record<string, () => string>;

/**
 * Shows a fixed English text in the current language: a known text gets its message (whose English
 * is the same words, so English reads exactly as before); anything else, such as a server's own
 * reason, is shown as it came. Own keys only, so a text like "constructor" is never a lookup hit.
 */
export function knownTexts(known: KnownTexts) {
  function text(message: string): string;
  function text(message: string | undefined): string | undefined;
  function text(message: string | undefined) {
    if (message === undefined) return undefined;
    return Object.hasOwn(known, message) ? known[message]!() : message;
  }
  return text;
}
