import { label, lens } from "./frame.js";
import { mix, type Paint } from "./paint.js";

/** Geometry of a standing phone body. */
const X = 275;
const Y = 110;
const W = 250;
const H = 520;

function module(p: Paint): string {
  return mix(p.body, p.ink === "#1f2937" ? "#000000" : "#ffffff", 0.12);
}

/** Camera arrangement on the back of a phone, chosen by the `look` keywords. */
function cameras(p: Paint, look: string): string {
  const m = module(p);
  const ring = p.light;
  const flash = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="8" fill="#fef3c7"/>`;
  if (look.includes("tri")) {
    return (
      `<rect x="292" y="128" width="150" height="150" rx="36" fill="${m}" stroke="${p.edge}" stroke-width="3"/>` +
      lens(333, 168, 28, ring) + lens(401, 203, 28, ring) + lens(333, 238, 28, ring) + flash(405, 150)
    );
  }
  if (look.includes("duo")) {
    return (
      `<rect x="292" y="128" width="104" height="160" rx="32" fill="${m}" stroke="${p.edge}" stroke-width="3"/>` +
      lens(344, 172, 27, ring) + lens(344, 244, 27, ring) + flash(375, 138)
    );
  }
  if (look.includes("col")) {
    return lens(322, 165, 25, ring) + lens(322, 228, 25, ring) + lens(322, 291, 25, ring) + flash(366, 165);
  }
  if (look.includes("bar")) {
    return (
      `<rect x="${X - 4}" y="186" width="${W + 8}" height="78" rx="39" fill="${mix(p.body, "#000000", 0.3)}"/>` +
      lens(335, 225, 24, ring) + lens(395, 225, 24, ring) + flash(470, 225)
    );
  }
  if (look.includes("round")) {
    return (
      `<circle cx="362" cy="212" r="82" fill="${m}" stroke="${p.edge}" stroke-width="3"/>` +
      lens(333, 183, 24, ring) + lens(391, 183, 24, ring) + lens(333, 241, 24, ring) + flash(391, 241)
    );
  }
  if (look.includes("pill")) {
    return (
      `<rect x="298" y="128" width="84" height="214" rx="42" fill="${m}" stroke="${p.edge}" stroke-width="3"/>` +
      lens(340, 172, 28, ring) + lens(340, 240, 28, ring) + flash(340, 308)
    );
  }
  if (look.includes("glyph")) {
    return (
      `<circle cx="400" cy="260" r="96" fill="none" stroke="#fff" stroke-width="7" stroke-dasharray="120 30" opacity=".9"/>` +
      `<rect x="340" y="150" width="120" height="70" rx="35" fill="${m}" stroke="${p.edge}" stroke-width="3"/>` +
      lens(370, 185, 22, ring) + lens(430, 185, 22, ring) +
      `<path d="M470 420 v90" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`
    );
  }
  return (
    `<rect x="292" y="128" width="156" height="156" rx="30" fill="${m}" stroke="${p.edge}" stroke-width="3"/>` +
    lens(335, 171, 25, ring) + lens(405, 171, 25, ring) + lens(335, 241, 25, ring) + flash(405, 241)
  );
}

/** Lit screen with wallpaper, clock and glare, clipped to a rounded rectangle. */
export function screen(x: number, y: number, w: number, h: number, r: number, p: Paint, id = "sc"): string {
  const cx = x + w / 2;
  const clock = Math.round(Math.min(w, h) * 0.28);
  return (
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#scr)"/>` +
    `<g clip-path="url(#${id})">` +
    `<circle cx="${x + w * 0.2}" cy="${y + h * 0.88}" r="${Math.round(w * 0.65)}" fill="${p.accent}" opacity=".45"/>` +
    `<circle cx="${x + w * 0.95}" cy="${y + h * 0.3}" r="${Math.round(w * 0.45)}" fill="#fff" opacity=".1"/>` +
    `<path d="M${x} ${y} h${Math.round(w * 0.6)} L${x} ${y + Math.round(h * 0.6)} Z" fill="url(#gl)"/>` +
    `</g>` +
    label(cx, y + Math.round(h * 0.27), "9:41", clock, "#fff", ` font-weight="300" opacity=".92"`)
  );
}

function frontView(p: Paint, look: string): string {
  if (look.includes("fold")) {
    // Unfolded book-style foldable: wide inner screen with a crease.
    return (
      `<rect x="190" y="150" width="420" height="460" rx="34" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      screen(202, 162, 396, 436, 24, p) +
      `<path d="M400 164 V596" stroke="#fff" stroke-width="2" opacity=".25"/>` +
      `<circle cx="520" cy="184" r="8" fill="#050505"/>`
    );
  }
  const notch = look.includes("island")
    ? `<rect x="362" y="134" width="76" height="22" rx="11" fill="#050505"/>`
    : `<circle cx="400" cy="144" r="9" fill="#050505"/>`;
  const crease = look.includes("flip") ? `<path d="M290 370 H510" stroke="#fff" stroke-width="2" opacity=".3"/>` : "";
  return (
    `<rect x="${X - 5}" y="205" width="6" height="46" rx="3" fill="${p.edge}"/>` +
    `<rect x="${X + W - 1}" y="225" width="6" height="72" rx="3" fill="${p.edge}"/>` +
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="44" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    screen(X + 11, Y + 11, W - 22, H - 22, 34, p) +
    notch +
    crease
  );
}

function backView(p: Paint, look: string, brand: string): string {
  if (look.includes("flip")) {
    // Folded clamshell: square half with the cover screen and cameras.
    return (
      `<g transform="rotate(-8 400 380)">` +
      `<rect x="265" y="230" width="270" height="290" rx="44" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="265" y="230" width="270" height="290" rx="44" fill="url(#gl)"/>` +
      `<rect x="281" y="246" width="238" height="196" rx="30" fill="url(#scr)"/>` +
      lens(325, 290, 24, p.light) + lens(325, 350, 24, p.light) +
      label(440, 360, "9:41", 44, "#fff", ` font-weight="300"`) +
      `<rect x="265" y="452" width="270" height="8" fill="${p.edge}" opacity=".5"/>` +
      label(400, 500, brand, 22, p.ink, ` opacity=".55"`) +
      `</g>`
    );
  }
  return (
    `<g transform="rotate(-10 400 370)">` +
    `<rect x="${X + W - 1}" y="205" width="6" height="46" rx="3" fill="${p.edge}"/>` +
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="44" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="44" fill="url(#gl)"/>` +
    cameras(p, look) +
    label(400, 560, brand, 26, p.ink, ` opacity=".55" letter-spacing="2"`) +
    `</g>`
  );
}

/** Phone silhouette: view 0 = lit screen, view 1 = back with the camera module. */
export function drawPhone(p: Paint, view: number, look: string, _tag: string, brand: string): string {
  return view === 0 ? frontView(p, look) : backView(p, look, brand);
}
