import { label, lens } from "./frame.js";
import { mix, type Paint } from "./paint.js";
import { screen } from "./phone.js";

/** Phone case: view 0 = back with camera cut-out, view 1 = angled front with a phone inside. */
export function drawCover(p: Paint, view: number, look: string, _tag: string, brand: string): string {
  const fill = p.clear ? "#e0f2fe" : p.body;
  const alpha = p.clear ? ` fill-opacity=".4"` : "";
  const stroke = p.clear ? "#93c5fd" : p.edge;
  if (view === 1) {
    return (
      `<g transform="rotate(12 400 370)">` +
      `<rect x="548" y="230" width="10" height="76" rx="5" fill="${stroke}"/>` +
      `<rect x="262" y="102" width="276" height="536" rx="52" fill="${fill}" stroke="${stroke}" stroke-width="6"${alpha}/>` +
      `<rect x="276" y="116" width="248" height="508" rx="42" fill="#0b0d12"/>` +
      screen(284, 124, 232, 492, 36, p) +
      `<circle cx="400" cy="150" r="8" fill="#050505"/>` +
      `</g>`
    );
  }
  const phoneBack = p.clear ? `<rect x="275" y="115" width="250" height="510" rx="44" fill="#a3a9b4"/>` : "";
  const mag = look.includes("mag")
    ? `<circle cx="400" cy="420" r="86" fill="none" stroke="${p.clear ? "#fff" : p.light}" stroke-width="9" opacity=".75"/>` +
      `<rect x="395" y="516" width="10" height="40" rx="5" fill="${p.clear ? "#fff" : p.light}" opacity=".75"/>`
    : "";
  const rugged = look.includes("rugged")
    ? `<path d="M262 160 q0-58 58-58 h30 v24 h-30 q-34 0-34 34 v30 h-24z M538 160 q0-58-58-58 h-30 v24 h30 q34 0 34 34 v30 h24z M262 580 q0 58 58 58 h30 v-24 h-30 q-34 0-34-34 v-30 h-24z M538 580 q0 58-58 58 h-30 v-24 h30 q34 0 34-34 v-30 h24z" fill="${p.edge}"/>` +
      `<rect x="300" y="470" width="200" height="16" rx="8" fill="${p.edge}" opacity=".5"/><rect x="300" y="500" width="200" height="16" rx="8" fill="${p.edge}" opacity=".5"/>`
    : "";
  const stand = look.includes("stand")
    ? `<rect x="318" y="455" width="164" height="22" rx="11" fill="${mix(p.body, "#000000", 0.35)}"/>`
    : "";
  return (
    `<g transform="rotate(-6 400 370)">` +
    phoneBack +
    `<rect x="538" y="220" width="10" height="76" rx="5" fill="${stroke}"/>` +
    `<rect x="252" y="200" width="10" height="46" rx="5" fill="${stroke}"/>` +
    `<rect x="262" y="102" width="276" height="536" rx="52" fill="${fill}" stroke="${stroke}" stroke-width="6"${alpha}/>` +
    `<rect x="262" y="102" width="276" height="536" rx="52" fill="url(#gl)"/>` +
    rugged +
    `<rect x="286" y="126" width="142" height="142" rx="32" fill="#111827" stroke="${stroke}" stroke-width="5"/>` +
    lens(324, 164, 24, "#4b5563") + lens(390, 197, 24, "#4b5563") + lens(324, 230, 24, "#4b5563") +
    mag +
    stand +
    label(400, 605, brand, 22, p.clear ? "#334155" : p.ink, ` opacity=".6" letter-spacing="2"`) +
    `</g>`
  );
}

function sheet(x: number, y: number, p: Paint, look: string, privacy: boolean): string {
  const glass = privacy ? `fill="#111827" fill-opacity=".6"` : `fill="#e0f7ff" fill-opacity=".35"`;
  const frame = look.includes("edge") || privacy
    ? `<rect x="${x + 7}" y="${y + 7}" width="236" height="486" rx="36" fill="none" stroke="#111827" stroke-width="10" opacity=".85"/>`
    : "";
  return (
    `<rect x="${x}" y="${y}" width="250" height="500" rx="42" ${glass} stroke="#fff" stroke-width="4"/>` +
    frame +
    `<path d="M${x + 22} ${y + 40} L${x + 180} ${y + 22} L${x + 22} ${y + 290}Z" fill="#fff" opacity=".45"/>` +
    `<path d="M${x + 60} ${y + 480} L${x + 230} ${y + 220} L${x + 230} ${y + 280} L${x + 110} ${y + 484}Z" fill="#fff" opacity=".25"/>` +
    `<circle cx="${x + 125}" cy="${y + 26}" r="9" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<rect x="${x}" y="${y}" width="250" height="500" rx="42" fill="none" stroke="#334155" stroke-width="3" opacity=".45"/>`
  );
}

/** Tempered glass: view 0 = sheet lifted off a phone, view 1 = a stack of sheets (the packs). */
export function drawProtector(p: Paint, view: number, look: string, tag: string): string {
  const privacy = /privacy/i.test(tag) || (!p.clear && p.ink !== "#1f2937");
  const badge = (text: string) =>
    `<circle cx="585" cy="560" r="58" fill="${p.accent}"/>` + label(585, 575, text, 40, "#fff");
  if (view === 1) {
    return (
      sheet(180, 170, p, look, privacy) + sheet(250, 140, p, look, privacy) + sheet(320, 110, p, look, privacy) +
      badge("x3")
    );
  }
  return (
    `<rect x="220" y="150" width="250" height="500" rx="42" fill="#1f2937"/>` +
    `<rect x="230" y="160" width="230" height="480" rx="34" fill="#0b0d12"/>` +
    `<g transform="rotate(5 400 380)">` +
    sheet(300, 118, p, look, privacy) +
    `</g>` +
    badge("9H")
  );
}
