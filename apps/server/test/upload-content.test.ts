import { existsSync, readdirSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, reviews } from "../src/db/schema/index.js";
import { uploadsDir } from "../src/storage/upload-store.js";
import { randomIp, signUp, verificationMail } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";
import { DOCX, JPEG, PNG, docxWith, multipart, zip, type FormValue } from "./upload-helpers.js";

const MB = 1024 * 1024;

/** A PDF written by hand: `body` holds the objects after the header. */
const rawPdf = (body: string | Buffer) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(body), Buffer.from("\ntrailer<</Root 1 0 R>>\n%%EOF\n")]);

const PDF_OPEN_ACTION_JS = rawPdf(
  "1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert\\(1\\))>>>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj",
);
/** The same, with the names spelled in #xx escapes, as readers accept them. */
const PDF_ESCAPED_JS = rawPdf("1 0 obj<</Type/Catalog/OpenAction<</S/J#61va#53cript/#4a#53(app.alert\\(1\\))>>>>endobj");
const PDF_LAUNCH = rawPdf("1 0 obj<</Type/Catalog/OpenAction<</S/Launch/F(cmd.exe)>>>>endobj");
const PDF_EMBEDDED_FILE = rawPdf(
  "1 0 obj<</Type/Catalog/Names<</EmbeddedFiles 2 0 R>>>>endobj\n2 0 obj<</Names[(a.exe) 3 0 R]>>endobj\n3 0 obj<</Type/EmbeddedFile/Length 2>>stream\nMZ\nendstream endobj",
);
/** A file carried by the catalogue's associated files (/AF) through a file specification's /EF, with no EmbeddedFiles tree and no /Type on the stream. */
const PDF_ASSOCIATED_FILE = rawPdf(
  "1 0 obj<</Type/Catalog/Pages 2 0 R/AF[4 0 R]>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "4 0 obj<</Type/Filespec/F(a.exe)/UF(a.exe)/AFRelationship/Data/EF<</F 5 0 R>>>>endobj\n5 0 obj<</Length 2>>stream\nMZ\nendstream endobj",
);
/** Text that mentions JavaScript (a developer's résumé) is text, not an action. */
const PDF_MENTIONS_JS = rawPdf(
  "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/Contents 4 0 R>>endobj\n" +
    "4 0 obj<</Length 44>>stream\nBT (Skills: HTML/JS, /JavaScript, React) Tj ET\nendstream endobj\n5 0 obj<</Title(Frontend /JS developer)>>endobj",
);
/** An object stream that inflates to 40 MB: the parser would have to hold all of it. */
const packedBomb = deflateSync(Buffer.alloc(40 * MB, 0x20), { level: 9 });
const PDF_OBJECT_STREAM_BOMB = rawPdf(
  Buffer.concat([
    Buffer.from(`1 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packedBomb.length}>>stream\n`),
    packedBomb,
    Buffer.from("\nendstream endobj"),
  ]),
);

/** A PDF whose script sits in a compressed object stream, where no byte of the file says "JavaScript". */
async function pdfWithPackedScript(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.addJavaScript("greet", "app.alert('hi')");
  const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
  expect(bytes.toString("latin1")).not.toContain("JavaScript");
  return bytes;
}

const bigZeros = (bytes: number) => ({ data: Buffer.alloc(bytes), deflate: true });

describe.each(databaseKinds)("hostile uploads on %s", (kind) => {
  const SHOP = "jobs@pasal.test";
  let t: TestAppWithMail;
  let productId: string;
  let author: { cookie: string; email: string };

  beforeAll(async () => {
    t = await createTestAppWithMail(kind, { SHOP_EMAIL: SHOP });
    productId = (await t.app.inject({ url: "/api/product" })).json()[0]._id;
    author = await signUp(t.app, { fullName: "Sita Sharma" });
    // Sign-up's confirmation mail, sent in the background, must not land inside a test's count.
    await verificationMail(t.mail, author.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const files = (area: "resumes" | "reviews") => (existsSync(uploadsDir(t.config.DATA_DIR, area)) ? readdirSync(uploadsDir(t.config.DATA_DIR, area)) : []);
  const state = async () => ({
    resumes: files("resumes").length,
    reviewFiles: files("reviews").length,
    applications: (await t.database.db.select().from(jobApplications)).length,
    reviews: (await t.database.db.select().from(reviews)).length,
    mails: t.mail.received.length,
  });

  const apply = async (resume: Buffer, name: string) => {
    const form = await multipart([
      ["firstName", "Sita"],
      ["lastName", "Sharma"],
      ["email", "sita@example.com"],
      ["phone", "9841234567"],
      ["coverLetter", "I know every lane of Patan."],
      ["resume", { data: resume, name }],
    ]);
    return t.app.inject({ method: "POST", url: "/api/apply", ...form, remoteAddress: randomIp() });
  };
  const review = async (media: FormValue) => {
    const form = await multipart([
      ["productId", productId],
      ["rating", "5"],
      ["comment", "Great"],
      ["medias", media],
    ]);
    return t.app.inject({ method: "POST", url: "/api/review", ...form, headers: { ...form.headers, cookie: author.cookie }, remoteAddress: randomIp() });
  };

  it("refuses DOCX zip bombs and fake Word files, keeping and mailing nothing", async () => {
    const before = await state();
    const cases: [string, Buffer][] = [
      // One part of 30 MB of zeros, packed into a few kilobytes.
      ["The document is compressed in a way normal Word files never are", docxWith({ "word/media/image1.png": bigZeros(30 * MB) })],
      // Many parts, each small enough to pass the ratio rule, together past the unpacked limit.
      [
        "The document is too large once unpacked (at most 20 MB)",
        docxWith(Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`word/media/p${i}.bin`, bigZeros(MB - 1)]))),
      ],
      // A part that says 1 KB in the directory and inflates to 8 MB.
      ["The document is compressed in a way normal Word files never are", docxWith({ "word/styles.xml": { ...bigZeros(8 * MB), declaredSize: 1024 } })],
      [
        "The document has too many parts to be a normal Word file",
        docxWith(Object.fromEntries(Array.from({ length: 1200 }, (_, i) => [`word/p${i}.xml`, "x"]))),
      ],
    ];
    for (const [message, resume] of cases) {
      expect(resume.length).toBeLessThan(5 * MB);
      const res = await apply(resume, "cv.docx");
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await state()).toEqual(before);
  });

  it("refuses PDFs that run scripts, launch programs or carry files, even packed in object streams", async () => {
    const before = await state();
    const cases: [string, Buffer][] = [
      ["PDFs with scripts, launch actions or attached files are not accepted", PDF_OPEN_ACTION_JS],
      ["PDFs with scripts, launch actions or attached files are not accepted", PDF_ESCAPED_JS],
      ["PDFs with scripts, launch actions or attached files are not accepted", PDF_LAUNCH],
      ["PDFs with scripts, launch actions or attached files are not accepted", PDF_EMBEDDED_FILE],
      ["PDFs with scripts, launch actions or attached files are not accepted", PDF_ASSOCIATED_FILE],
      ["PDFs with scripts, launch actions or attached files are not accepted", await pdfWithPackedScript()],
      ["The document is too large once unpacked (at most 20 MB)", PDF_OBJECT_STREAM_BOMB],
    ];
    for (const [message, resume] of cases) {
      const res = await apply(resume, "cv.pdf");
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await state()).toEqual(before);
  });

  it("still accepts ordinary PDF and Word résumés, including text that mentions JavaScript", async () => {
    const plain = await PDFDocument.create();
    plain.addPage().drawText("Sita Sharma, delivery rider");
    for (const [resume, name] of [
      [PDF_MENTIONS_JS, "cv.pdf"],
      [Buffer.from(await plain.save()), "cv.pdf"],
      [DOCX, "cv.docx"],
    ] as const) {
      const res = await apply(resume, name);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("refuses review pictures that are also archives, keeping nothing", async () => {
    const before = await state();
    const archive = zip({ "payload.html": "<script>alert(1)</script>" });
    for (const data of [
      Buffer.concat([PNG, archive]),
      Buffer.concat([JPEG, archive]),
      Buffer.concat([PNG, Buffer.from("Rar!\x1a\x07\x00"), Buffer.alloc(32)]),
    ]) {
      const res = await review({ data, name: "photo.png" });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 400,
        message: "Pictures and videos with another file hidden inside are not accepted",
      });
    }
    expect(await state()).toEqual(before);
    expect((await review({ data: PNG, name: "photo.png" })).statusCode).toBe(201);
  });
});
