import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFName, PDFParser, PDFRawStream, type PDFObject } from "pdf-lib";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { MB, type FileKind } from "./file-kinds.js";

/**
 * Checks beyond the magic bytes (decision 012): a file whose first bytes say "document" or
 * "picture" may still carry an archive, a script or a decompression bomb. Each check answers
 * the sentence the shopper sees, or undefined when the file is fine.
 */
export const UNPACKED_LIMIT = 20 * MB;
/** A Word file has a few dozen parts; thousands are only there to exhaust the reader. */
const MAX_ZIP_ENTRIES = 1000;
/** Text compresses about 10:1; far beyond that is padding made to blow up on opening. */
const MAX_ENTRY_RATIO = 200;
/** Small parts may compress very well (a run of spaces) without being a danger. */
const RATIO_FREE_BYTES = 1 * MB;

export const CONTENT_MESSAGES = {
  unpackedTooLarge: `The document is too large once unpacked (at most ${UNPACKED_LIMIT / MB} MB)`,
  zipTooManyParts: "The document has too many parts to be a normal Word file",
  zipSuspicious: "The document is compressed in a way normal Word files never are",
  zipNotWord: "The document is not a readable Word file",
  zipEncrypted: "Password-protected documents are not accepted",
  pdfActive: "PDFs with scripts, launch actions or attached files are not accepted",
  pdfUnreadable: "The PDF could not be read",
  pdfEncrypted: "Password-protected PDFs are not accepted",
  hiddenArchive: "Pictures and videos with another file hidden inside are not accepted",
} as const;

export async function contentProblem(data: Buffer, kind: FileKind): Promise<string | undefined> {
  if (kind.ext === "docx") return docxProblem(data);
  if (kind.ext === "pdf") return pdfProblem(data);
  if (kind.media === "image" || kind.media === "video") return hiddenArchiveProblem(data);
  return undefined;
}

// ---- DOCX: a zip, read from memory; every part is inflated and counted, nothing is written.

const REQUIRED_DOCX_PARTS = ["[Content_Types].xml", "word/document.xml"];

async function docxProblem(data: Buffer): Promise<string | undefined> {
  let zip: ZipFile;
  try {
    // validateEntrySizes: a part that inflates past its declared size is an error, so the
    // declared sizes counted below are the real ones.
    zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, file) => (error ? reject(error) : resolve(file))),
    );
  } catch {
    return CONTENT_MESSAGES.zipNotWord;
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) return CONTENT_MESSAGES.zipTooManyParts;
  const names = new Set<string>();
  let declared = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.isEncrypted()) return CONTENT_MESSAGES.zipEncrypted;
      names.add(entry.fileName);
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > RATIO_FREE_BYTES && ratio > MAX_ENTRY_RATIO) return CONTENT_MESSAGES.zipSuspicious;
      declared += entry.uncompressedSize;
      if (declared > UNPACKED_LIMIT) return CONTENT_MESSAGES.unpackedTooLarge;
      await drain(zip, entry);
    }
  } catch (error) {
    // yauzl's size validation (a lying header) and corrupt data both land here.
    return /too many bytes|exceeded/i.test(String(error)) ? CONTENT_MESSAGES.zipSuspicious : CONTENT_MESSAGES.zipNotWord;
  } finally {
    zip.close();
  }
  return REQUIRED_DOCX_PARTS.every((part) => names.has(part)) ? undefined : CONTENT_MESSAGES.zipNotWord;
}

function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanup = () => zip.removeListener("entry", onEntry).removeListener("end", onEnd).removeListener("error", onError);
    const onEntry = (entry: Entry) => (cleanup(), resolve(entry));
    const onEnd = () => (cleanup(), resolve(undefined));
    const onError = (error: Error) => (cleanup(), reject(error));
    zip.on("entry", onEntry).on("end", onEnd).on("error", onError);
    zip.readEntry();
  });
}

/** Inflates one part into nothing: yauzl stops it at its declared size. */
function drain(zip: ZipFile, entry: Entry): Promise<void> {
  if (entry.fileName.endsWith("/")) return Promise.resolve();
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on("error", reject).on("end", resolve).resume();
    }),
  );
}

// ---- PDF: parsed into objects (including those packed in compressed object streams), and
// refused when any dictionary names an action that runs something or a file carried inside.
// A file rides in a file specification's /EF (embedded file streams need no /Type), reached from
// the EmbeddedFiles tree, an annotation or the catalogue's or a page's associated files (/AF).

const ACTIVE_PDF_NAMES = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "EF", "AF", "FileAttachment", "RichMedia", "XFA"]);

async function pdfProblem(data: Buffer): Promise<string | undefined> {
  // pdf-lib inflates object streams with no ceiling: bound them first with zlib's own limit.
  const packed = packedObjectsProblem(data);
  if (packed) return packed;
  let objects: [unknown, PDFObject][];
  let encrypted: boolean;
  try {
    const context = await PDFParser.forBytesWithOptions(data, Infinity, false).parseDocument();
    objects = context.enumerateIndirectObjects();
    encrypted = context.trailerInfo.Encrypt !== undefined;
  } catch {
    return CONTENT_MESSAGES.pdfUnreadable;
  }
  // Encrypted object streams cannot be looked into, so what they hide cannot be checked.
  if (encrypted) return CONTENT_MESSAGES.pdfEncrypted;
  for (const [, object] of objects) if (namesActiveContent(object)) return CONTENT_MESSAGES.pdfActive;
  // A reader that repairs a broken file finds objects the parser skipped: look at the raw bytes too.
  return rawActiveName(data) ? CONTENT_MESSAGES.pdfActive : undefined;
}

function namesActiveContent(object: PDFObject | undefined, depth = 0): boolean {
  if (!object || depth > 50) return false;
  if (object instanceof PDFName) return ACTIVE_PDF_NAMES.has(decodePdfName(object.asString()));
  if (object instanceof PDFArray) return object.asArray().some((item) => namesActiveContent(item, depth + 1));
  if (object instanceof PDFRawStream) return namesActiveContent(object.dict, depth + 1);
  if (object instanceof PDFDict) {
    return object.entries().some(([key, value]) => namesActiveContent(key, depth + 1) || namesActiveContent(value, depth + 1));
  }
  return false;
}

/** "/J#61vaScript" → "JavaScript": PDF names may spell any byte as #xx, in either case. */
function decodePdfName(encoded: string): string {
  return encoded.replace(/^\//, "").replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Names outside stream bodies in the raw file. Strings like "(HTML/JS)" in a résumé's text are
 * inside content streams, which are skipped, so only dictionaries written in the open are read.
 */
function rawActiveName(data: Buffer): boolean {
  const text = data.toString("latin1").replace(/stream\r?\n[\s\S]*?endstream/g, " ");
  const withoutStrings = text.replace(/\((?:\\.|[^\\()])*\)/g, "()");
  for (const match of withoutStrings.matchAll(/\/((?:[A-Za-z0-9]|#[0-9a-fA-F]{2})+)/g)) {
    if (ACTIVE_PDF_NAMES.has(decodePdfName(match[1]!))) return true;
  }
  return false;
}

/** Object and cross-reference streams, inflated here under one budget before any parser does. */
function packedObjectsProblem(data: Buffer): string | undefined {
  const text = data.toString("latin1");
  let budget = UNPACKED_LIMIT;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    if (text.slice(match.index - 3, match.index) === "end") continue;
    const dictStart = text.lastIndexOf("obj", match.index);
    const dict = decodePdfName(text.slice(Math.max(dictStart, 0), match.index));
    if (!/\/(ObjStm|XRef)\b/.test(dict)) continue;
    const end = text.indexOf("endstream", start);
    const body = data.subarray(start, end < 0 ? data.length : end);
    if (!/\/Filter/.test(dict)) {
      budget -= body.length;
    } else {
      if (!/\/Filter\s*(\[\s*)?\/FlateDecode\s*\]?\s*(\/|>)/.test(dict)) return CONTENT_MESSAGES.pdfUnreadable;
      try {
        budget -= inflateSync(body, { maxOutputLength: Math.max(budget, 1) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return CONTENT_MESSAGES.unpackedTooLarge;
        return CONTENT_MESSAGES.pdfUnreadable;
      }
    }
    if (budget < 0) return CONTENT_MESSAGES.unpackedTooLarge;
  }
  return undefined;
}

// ---- Pictures and videos: shown by the browser, but a file that is also a zip, RAR, 7z or PDF
// can be fetched from our origin and opened as that other thing.

const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const RAR = Buffer.from("Rar!\x1a\x07", "latin1");
const SEVEN_ZIP = Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);

function hiddenArchiveProblem(data: Buffer): string | undefined {
  // A zip's directory sits in its last 64 KB; random picture bytes match 4 given bytes there
  // about once in 65,000 files, and the local header must be there too.
  const tail = data.subarray(Math.max(0, data.length - 65_557));
  const zip = tail.includes(ZIP_END) && data.includes(ZIP_LOCAL_HEADER);
  const pdf = data.subarray(0, 1024).includes("%PDF-");
  return zip || pdf || data.includes(RAR) || data.includes(SEVEN_ZIP) ? CONTENT_MESSAGES.hiddenArchive : undefined;
}
