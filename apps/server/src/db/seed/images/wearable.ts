import { label } from "./frame.js";
import { mix, type Paint } from "./paint.js";

function earbud(p: Paint, stem: boolean): string {
  const tip = mix(p.body, "#000000", 0.3);
  if (stem) {
    return (
      `<g transform="rotate(-16 320 360)">` +
      `<rect x="298" y="320" width="46" height="240" rx="23" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="303" y="528" width="36" height="26" rx="13" fill="${p.light}"/>` +
      `<ellipse cx="262" cy="318" rx="28" ry="34" fill="${tip}"/>` +
      `<ellipse cx="318" cy="300" rx="64" ry="58" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<ellipse cx="318" cy="300" rx="64" ry="58" fill="url(#gl)"/>` +
      `<ellipse cx="338" cy="268" rx="16" ry="10" fill="${p.edge}"/>` +
      `</g>`
    );
  }
  return (
    `<g transform="rotate(-10 320 380)">` +
    `<ellipse cx="250" cy="390" rx="36" ry="42" fill="${tip}"/>` +
    `<circle cx="325" cy="380" r="86" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<circle cx="325" cy="380" r="86" fill="url(#gl)"/>` +
    `<circle cx="338" cy="372" r="50" fill="${p.light}" opacity=".4"/>` +
    `<circle cx="360" cy="350" r="10" fill="${p.edge}"/>` +
    `</g>`
  );
}

/** Earbuds: view 0 = open charging case with buds, view 1 = the two buds. */
export function drawEarbud(p: Paint, view: number, look: string, _tag: string, brand: string): string {
  const stem = look.includes("stem");
  if (view === 1) {
    const bud = earbud(p, stem);
    return bud + `<g transform="translate(800 0) scale(-1 1)">${bud}</g>`;
  }
  const inner = mix(p.body, "#000000", 0.2);
  const heads = stem
    ? `<circle cx="345" cy="342" r="36" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/><circle cx="455" cy="342" r="36" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<circle cx="345" cy="332" r="11" fill="${p.edge}"/><circle cx="455" cy="332" r="11" fill="${p.edge}"/>`
    : `<circle cx="340" cy="338" r="44" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/><circle cx="460" cy="338" r="44" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<circle cx="340" cy="330" r="22" fill="${p.light}" opacity=".5"/><circle cx="460" cy="330" r="22" fill="${p.light}" opacity=".5"/>`;
  return (
    `<path d="M268 356 Q268 220 400 214 Q532 220 532 356Z" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<path d="M290 356 Q292 244 400 238 Q508 244 510 356Z" fill="${inner}"/>` +
    `<ellipse cx="400" cy="360" rx="126" ry="18" fill="${mix(p.body, "#000000", 0.4)}"/>` +
    heads +
    `<path d="M262 362 H538 V452 Q538 566 440 566 H360 Q262 566 262 452Z" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<path d="M262 362 H538 V452 Q538 566 440 566 H360 Q262 566 262 452Z" fill="url(#gl)"/>` +
    `<path d="M264 364 H536" stroke="${p.edge}" stroke-width="5"/>` +
    `<circle cx="400" cy="420" r="6" fill="${p.accent}"/>` +
    label(400, 515, brand, 22, p.ink, ` opacity=".5" letter-spacing="2"`)
  );
}

function watchFace(view: number, p: Paint, cx: number, cy: number, s: number): string {
  if (view === 1) {
    return (
      label(cx, cy - 18 * s, "72", Math.round(64 * s), "#fff") +
      label(cx, cy + 14 * s, "BPM", Math.round(20 * s), "#f87171") +
      `<path d="M${cx - 80 * s} ${cy + 50 * s} h${40 * s} l${12 * s} -${26 * s} l${16 * s} ${46 * s} l${14 * s} -${34 * s} h${78 * s}" fill="none" stroke="#f43f5e" stroke-width="${5 * s}" stroke-linejoin="round"/>`
    );
  }
  return (
    label(cx, cy - 40 * s, "10:08", Math.round(54 * s), "#fff", ` font-weight="400"`) +
    label(cx, cy - 8 * s, "SUN 14", Math.round(16 * s), p.accent) +
    `<circle cx="${cx}" cy="${cy + 50 * s}" r="${34 * s}" fill="none" stroke="${p.accent}" stroke-width="${10 * s}" stroke-dasharray="${150 * s} 400" transform="rotate(-90 ${cx} ${cy + 50 * s})" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy + 50 * s}" r="${20 * s}" fill="none" stroke="#22c55e" stroke-width="${8 * s}" stroke-dasharray="${80 * s} 400" transform="rotate(-90 ${cx} ${cy + 50 * s})" stroke-linecap="round"/>`
  );
}

/** Smartwatch: strap, case, lit face; view 1 tilts it and shows a heart-rate face. */
export function drawWatch(p: Paint, view: number, look: string): string {
  const strap = p.body;
  const metal = mix(p.body, "#c0c0c0", 0.45);
  const holes = [570, 600, 630].map((y) => `<circle cx="400" cy="${y}" r="5" fill="${p.edge}"/>`).join("");
  let body: string;
  if (look.includes("band")) {
    body =
      `<path d="M350 70 H450 L440 250 H360Z" fill="${strap}" stroke="${p.edge}" stroke-width="3"/>` +
      `<path d="M360 490 H440 L450 660 H350Z" fill="${strap}" stroke="${p.edge}" stroke-width="3"/>` + holes +
      `<rect x="326" y="200" width="148" height="340" rx="74" fill="${metal}" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="340" y="214" width="120" height="312" rx="60" fill="#07080c"/>` +
      watchFace(view, p, 400, 370, 0.72);
  } else if (look.includes("round")) {
    const bezel = look.includes("bezel")
      ? `<circle cx="400" cy="370" r="138" fill="none" stroke="#e5e7eb" stroke-width="8" stroke-dasharray="2 21.1" opacity=".8"/>`
      : "";
    body =
      `<path d="M335 70 H465 L455 240 H345Z" fill="${strap}" stroke="${p.edge}" stroke-width="3"/>` +
      `<path d="M345 500 H455 L465 660 H335Z" fill="${strap}" stroke="${p.edge}" stroke-width="3"/>` + holes +
      `<rect x="548" y="320" width="18" height="34" rx="6" fill="${metal}" stroke="${p.edge}" stroke-width="3"/>` +
      `<rect x="548" y="386" width="18" height="34" rx="6" fill="${metal}" stroke="${p.edge}" stroke-width="3"/>` +
      `<circle cx="400" cy="370" r="156" fill="${metal}" stroke="${p.edge}" stroke-width="4"/>` +
      `<circle cx="400" cy="370" r="146" fill="#1f2937"/>` +
      bezel +
      `<circle cx="400" cy="370" r="124" fill="#07080c"/>` +
      watchFace(view, p, 400, 380, 1);
  } else {
    body =
      `<path d="M330 70 H470 L460 250 H340Z" fill="${strap}" stroke="${p.edge}" stroke-width="3"/>` +
      `<path d="M340 490 H460 L470 660 H330Z" fill="${strap}" stroke="${p.edge}" stroke-width="3"/>` + holes +
      `<rect x="516" y="290" width="18" height="50" rx="7" fill="${metal}" stroke="${p.edge}" stroke-width="3"/>` +
      `<rect x="278" y="208" width="244" height="304" rx="64" fill="${metal}" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="294" y="224" width="212" height="272" rx="50" fill="#07080c"/>` +
      watchFace(view, p, 400, 370, 1);
  }
  const glare = `<path d="M300 230 L470 215 L300 420Z" fill="url(#gl)" opacity=".5"/>`;
  return view === 1 ? `<g transform="rotate(14 400 370)">${body}${glare}</g>` : body + glare;
}
