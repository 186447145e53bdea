import { z } from "zod";

/**
 * An internal id: anything UUID-shaped, in either case, as PostgreSQL's uuid type reads it.
 * zod's guid() is exactly that check; its uuid() also insists on an RFC version and variant.
 * A string that fails it is an ORD- number, a slug or junk, never sent to a uuid column (which
 * would answer 500 rather than "not found").
 */
export const idSchema = z.guid();

export const isUuid = (value: string): boolean => idSchema.safeParse(value).success;
