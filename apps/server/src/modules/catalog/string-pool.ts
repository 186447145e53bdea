/**
 * Shares equal strings between the products of one full build. Rows read from the database give
 * every product its own copy of each text, even where thousands carry the same category, brand,
 * colour, picture path, spec or description (a model's variants and colours); one copy of each is
 * kept instead (docs/decisions/035-writes-cost-what-they-change.md, "Memory").
 */
export class StringPool {
  private readonly pool = new Map<string, string>();

  /** The same value with every string inside replaced by the pool's copy (objects are changed in place). */
  share<T>(value: T): T {
    return this.visit(value) as T;
  }

  private visit(value: unknown): unknown {
    if (typeof value === "string") {
      const known = this.pool.get(value);
      if (known !== undefined) return known;
      this.pool.set(value, value);
      return value;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = this.visit(value[i]);
      return value;
    }
    if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) record[key] = this.visit(record[key]);
      return record;
    }
    return value;
  }
}
