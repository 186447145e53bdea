// Draws the app icons of the web app manifest (the shopping bag of public/favicon.svg) as PNGs
// into public/icons/, with nothing but Node: run `node scripts/generate-app-icons.mjs` after
// changing the design. Shapes are in the favicon's 64-unit grid, 4×4 samples per pixel.
import { mkdirSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BRAND = [0x25, 0x50, 0xeb];
const WHITE = [0xff, 0xff, 0xff];
const GOLD = [0xfb, 0xbf, 0x24];

function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const bag = [
  [18, 24],
  [46, 24],
  [43, 50],
  [21, 50],
];
const handleLines = [
  [
    [25, 24],
    [25, 20],
  ],
  [
    [39, 24],
    [39, 20],
  ],
];

/** The colour at a point of the 64-unit grid, or null outside the icon. */
function paint(x, y, { maskable }) {
  if (!maskable) {
    // The favicon's rounded square (rx 14).
    const cx = Math.max(14, Math.min(50, x));
    const cy = Math.max(14, Math.min(50, y));
    if (x < 0 || y < 0 || x > 64 || y > 64 || Math.hypot(x - cx, y - cy) > 14) return null;
  }
  // A maskable icon keeps its drawing inside the central safe circle: shrink it around the centre.
  const scale = maskable ? 0.78 : 1;
  const gx = 32 + (x - 32) / scale;
  const gy = 31 + (y - 31) / scale;
  if (Math.hypot(gx - 32, gy - 37) <= 4) return GOLD;
  const edges = bag.map((p, i) => segmentDistance(gx, gy, p, bag[(i + 1) % bag.length]));
  const lines = handleLines.map(([a, b]) => segmentDistance(gx, gy, a, b));
  const arc = gy <= 20 ? Math.abs(Math.hypot(gx - 32, gy - 20) - 7) : Infinity;
  return Math.min(...edges, ...lines, arc) <= 2 ? WHITE : BRAND;
}

function render(size, options) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = paint(((px + (sx + 0.5) / samples) / size) * 64, ((py + (sy + 0.5) / samples) / size) * 64, options);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 1;
        }
      }
      const at = (py * size + px) * 4;
      const covered = sum[3];
      pixels[at] = covered ? Math.round(sum[0] / covered) : 0;
      pixels[at + 1] = covered ? Math.round(sum[1] / covered) : 0;
      pixels[at + 2] = covered ? Math.round(sum[2] / covered) : 0;
      pixels[at + 3] = Math.round((covered / (samples * samples)) * 255);
    }
  }
  return png(size, pixels);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG: each row prefixed by filter type 0. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

/**
 * A .ico holding PNG images (Windows Vista on, every browser): for the browsers, crawlers and
 * tools that ask for /favicon.ico whatever the page's <link rel="icon"> says.
 */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const directory = Buffer.alloc(16 * images.length);
  let offset = header.length + directory.length;
  images.forEach(([size, data], i) => {
    const at = i * 16;
    directory[at] = size % 256;
    directory[at + 1] = size % 256;
    directory.writeUInt16LE(1, at + 4);
    directory.writeUInt16LE(32, at + 6);
    directory.writeUInt32LE(data.length, at + 8);
    directory.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, directory, ...images.map(([, data]) => data)]);
}

writeFileSync(new URL("../public/favicon.ico", import.meta.url), ico([16, 32, 48].map((size) => [size, render(size, { maskable: false })])));
console.log("public/favicon.ico (16, 32, 48)");

const outDir = new URL("../public/icons/", import.meta.url);
mkdirSync(outDir, { recursive: true });
const icons = [
  ["icon-192.png", 192, { maskable: false }],
  ["icon-512.png", 512, { maskable: false }],
  ["maskable-512.png", 512, { maskable: true }],
  ["apple-touch-icon-180.png", 180, { maskable: true }],
];
for (const [name, size, options] of icons) {
  writeFileSync(new URL(name, outDir), render(size, options));
  console.log(`public/icons/${name} (${size}×${size})`);
}
