import type { Multipart, MultipartFile } from "@fastify/multipart";
import { UNSAFE_TEXT_MESSAGE, isUnsafeText } from "../lib/clean-text.js";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { HttpError, badRequest } from "../lib/http-error.js";
import { contentProblem } from "./content-checks.js";
import type { FileKind } from "./file-kinds.js";

/** What one file field accepts. */
export interface FileRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  maxCount: number;
  required?: boolean;
  /** Said when a file is over maxBytes (413). */
  tooLarge: string;
  /** Said when the bytes are not one of `kinds` (400), whatever the name or claimed type. */
  wrongType: string;
  /** Said when more than maxCount files come (400). */
  tooMany?: string;
  /** Said when a required file is missing (400). */
  missing?: string;
}

export interface UploadRules<F extends string, U extends string> {
  /** Text fields kept; any other text field (e.g. a `user` the client should not choose) is ignored. */
  fields: readonly F[];
  files: Record<U, FileRule>;
  /** Longest accepted text value; longer is refused, never silently cut. */
  maxFieldBytes?: number;
}

/** A file that passed its checks, still in memory: nothing is on disk until the caller saves it. */
export interface CheckedFile {
  data: Buffer;
  kind: FileKind;
  /** The client's file name, for display only (e.g. the resume's attachment name). */
  originalName: string;
}

export interface CheckedUpload<F extends string, U extends string> {
  /** Every listed field; a missing one is "" (so the route's schema says what is required). */
  fields: Record<F, string>;
  files: Record<U, CheckedFile[]>;
}

const FIELD_LIMIT = 20_000;

/**
 * Reads a multipart request into text fields and checked files. Any refusal throws an HttpError
 * (400 or 413) before anything is written, so a refused request leaves no trace.
 */
export async function readCheckedUpload<F extends string, U extends string>(request: FastifyRequest, rules: UploadRules<F, U>): Promise<CheckedUpload<F, U>> {
  if (!request.isMultipart()) throw badRequest("Send the form as multipart/form-data");
  const fileRules = Object.entries(rules.files) as [U, FileRule][];
  const maxFiles = fileRules.reduce((sum, [, rule]) => sum + rule.maxCount, 0);
  const maxFieldBytes = rules.maxFieldBytes ?? FIELD_LIMIT;
  const fields = Object.fromEntries(rules.fields.map((name) => [name, ""])) as Record<F, string>;
  const files = Object.fromEntries(fileRules.map(([name]) => [name, []])) as unknown as Record<U, CheckedFile[]>;

  const parts = request.parts({
    limits: {
      fileSize: Math.max(...fileRules.map(([, rule]) => rule.maxBytes)),
      files: maxFiles,
      fields: rules.fields.length + 10,
      fieldSize: maxFieldBytes,
      parts: maxFiles + rules.fields.length + 10,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === "field") readField(part, rules.fields, fields);
      else await readFile(part, rules.files, files);
    }
  } catch (error) {
    throw asClientError(error, rules);
  }
  for (const [name, rule] of fileRules) {
    if (rule.required && files[name].length === 0) throw badRequest(rule.missing ?? `Please attach ${name}`);
  }
  return { fields, files };
}

function readField<F extends string>(part: Extract<Multipart, { type: "field" }>, allowed: readonly F[], fields: Record<F, string>) {
  const name = part.fieldname as F;
  const value = typeof part.value === "string" ? part.value : String(part.value);
  // Form fields reach the database like JSON ones: the same refusal as the JSON guard (request-guards.ts).
  if (isUnsafeText(value) || isUnsafeText(name)) throw badRequest(`Invalid body: ${name.slice(0, 40)} ${UNSAFE_TEXT_MESSAGE}`);
  if (!allowed.includes(name)) return;
  if (part.valueTruncated) throw badRequest(`${name} is too long`);
  fields[name] = value;
}

async function readFile<U extends string>(part: MultipartFile, rules: Record<U, FileRule>, files: Record<U, CheckedFile[]>) {
  const name = part.fieldname as U;
  const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
  if (!rule) {
    part.file.resume();
    throw badRequest(`Unexpected file field: ${part.fieldname.slice(0, 40)}`);
  }
  const data = await part.toBuffer();
  // An empty file input still sends a part with no name and no bytes: treat it as no file.
  if (data.length === 0 && !part.filename) return;
  if (data.length > rule.maxBytes) throw new HttpError(413, rule.tooLarge);
  if (files[name].length >= rule.maxCount) throw badRequest(tooManyMessage(rule));
  const detected = await fileTypeFromBuffer(data);
  const kind = detected && rule.kinds.find((k) => k.ext === detected.ext);
  if (!kind) throw badRequest(rule.wrongType);
  // The first bytes are right; what lies behind them must be too (scripts, bombs, hidden archives).
  const problem = await contentProblem(data, kind);
  if (problem) throw badRequest(problem);
  files[name].push({ data, kind, originalName: part.filename.slice(0, 200) });
}

function asClientError(error: unknown, rules: UploadRules<string, string>): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    const field = (error as { part?: { fieldname?: string } }).part?.fieldname;
    const rule = field && Object.hasOwn(rules.files, field) ? rules.files[field] : Object.values(rules.files)[0];
    return new HttpError(413, rule?.tooLarge ?? "The file is too large");
  }
  // busboy counts files over all fields; the rule of the field that overflowed is not known here.
  if (code === "FST_FILES_LIMIT") {
    const fileRules = Object.values(rules.files);
    return badRequest(fileRules.length === 1 ? tooManyMessage(fileRules[0]!) : "Too many files");
  }
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest("Too many form fields");
  if (code === "FST_PROTO_VIOLATION" || code === "FST_INVALID_JSON_FIELD_ERROR" || code === "FST_MP_PREMATURE_CLOSE") {
    return badRequest("The form could not be read");
  }
  if (error instanceof Error && /multipart|boundary|Part terminated/i.test(error.message)) return badRequest("The form could not be read");
  return error;
}

function tooManyMessage(rule: FileRule): string {
  return rule.tooMany ?? `Attach at most ${rule.maxCount} file${rule.maxCount === 1 ? "" : "s"}`;
}
