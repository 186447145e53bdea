/**
 * NUL and unpaired UTF-16 surrogates cannot be stored by PostgreSQL or encoded as UTF-8; a
 * request carrying one is the client's mistake (or a probe) and gets a 400, not a 500 from deep
 * inside a query (docs/requirements/operations.md#api-errors).
 */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = "contains a character that is not allowed (NUL or an unpaired surrogate)";

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

/** The path of the first string (value or key) in a parsed body or query that is unsafe, or undefined. */
export function findUnsafeText(value: unknown, path = "", depth = 0): string | undefined {
  if (typeof value === "string") return isUnsafeText(value) ? path || "value" : undefined;
  if (value === null || typeof value !== "object" || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (isUnsafeText(key)) return path || "a field name";
    const found = findUnsafeText(inner, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}
