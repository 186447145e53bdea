import { inflateSync } from "node:zlib";

/**
 * The text a PDF made by pdfkit shows, one string per text run: its content streams inflated and
 * the hex strings of each TJ array joined (pdfkit writes standard-font text that way). Enough to
 * check what an invoice prints without a PDF library the app does not need.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const runs: string[] = [];
  // Each stream is read by its /Length: compressed bytes may themselves end in a line break.
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString("latin1");
    } catch {
      continue; // not deflated (pdfkit deflates every page's content)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      runs.push([...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1")).join(""));
    }
  }
  return runs;
}
