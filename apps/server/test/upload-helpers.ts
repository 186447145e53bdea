import { crc32, deflateRawSync } from "node:zlib";

// Multipart bodies and small real files for the upload tests (no form-data package needed:
// the global FormData is serialised by Response, boundary and all).

export type FormValue = string | { data: Buffer; name: string; type?: string };

export async function multipart(entries: [string, FormValue][]) {
  const form = new FormData();
  for (const [key, value] of entries) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type ?? "application/octet-stream" }), value.name);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { "content-type": encoded.headers.get("content-type")! } };
}

const hex = (h: string) => Buffer.from(h.replace(/\s+/g, ""), "hex");

/** A real 1×1 PNG. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
export const JPEG = Buffer.concat([hex("ffd8ffe000104a46494600010100000100010000"), Buffer.alloc(64), hex("ffd9")]);
export const GIF = Buffer.concat([Buffer.from("GIF89a"), hex("0100010080000000000000ffffff21f90401000000002c00000000010001000002024401003b")]);
export const MP4 = Buffer.concat([hex("00000018"), Buffer.from("ftypisom"), hex("00000200"), Buffer.from("isomiso2"), Buffer.alloc(32)]);
export const MOV = Buffer.concat([hex("00000014"), Buffer.from("ftypqt  "), hex("00000200"), Buffer.from("qt  "), Buffer.alloc(32)]);
/** An executable (ELF and Windows MZ) dressed up by its file name as a picture. */
export const ELF = Buffer.concat([hex("7f454c46020101000000000000000000"), Buffer.alloc(64)]);
export const EXE = Buffer.concat([Buffer.from("MZ"), hex("90000300000004000000ffff0000"), Buffer.alloc(64)]);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const RTF = Buffer.from("{\\rtf1\\ansi Resume of Sita Sharma}");

/** A zip part: text is stored as is; a buffer may be deflated, and may lie about its size. */
export type ZipPart = string | { data: Buffer; deflate?: boolean; declaredSize?: number };

/** A zip made by hand: enough for a .docx (whose detection looks at the Word parts inside) and for zip bombs. */
export function zip(entries: Record<string, ZipPart>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, part] of Object.entries(entries)) {
    const { data: raw, deflate = false, declaredSize = undefined } = typeof part === "string" ? { data: Buffer.from(part) } : part;
    const data = deflate ? deflateRawSync(raw) : raw;
    const size = declaredSize ?? raw.length;
    const method = deflate ? 8 : 0;
    const fileName = Buffer.from(name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_PARTS = {
  "[Content_Types].xml":
    '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  "word/document.xml": "<w:document/>",
};
export const DOCX = zip(WORD_PARTS);
/** A .docx with the Word parts and `extra` parts besides (e.g. a zip bomb). */
export const docxWith = (extra: Record<string, ZipPart>) => zip({ ...WORD_PARTS, ...extra });
export const PLAIN_ZIP = zip({ "notes.txt": "not a word document" });

/** `bytes` long, starting like a PNG: too big for any upload rule. */
export const oversized = (bytes = 5 * 1024 * 1024 + 1) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
