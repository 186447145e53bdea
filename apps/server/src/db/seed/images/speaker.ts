import { label } from "./frame.js";
import { mix, type Paint } from "./paint.js";

const SCRIPT = "Brush Script MT, Segoe Script, cursive";

function grillePattern(p: Paint): string {
  return `<defs><pattern id="gr" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3" fill="${p.edge}" opacity=".6"/></pattern>` +
    `<pattern id="gm" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M0 0L9 9M9 0L0 9" stroke="#9ca3af" stroke-width="1.2" opacity=".5"/></pattern></defs>`;
}

function badge(x: number, y: number, brand: string, p: Paint): string {
  const fill = brand === "JBL" ? "#ff6a00" : mix(p.body, "#000000", 0.55);
  const w = Math.max(90, brand.length * 18 + 30);
  return `<rect x="${x - w / 2}" y="${y - 26}" width="${w}" height="50" rx="14" fill="${fill}"/>` + label(x, y + 9, brand, 24, "#fff");
}

function capsule(p: Paint, brand: string): string {
  const rubber = mix(p.body, "#000000", 0.45);
  return (
    `<rect x="150" y="262" width="500" height="216" rx="108" fill="${rubber}"/>` +
    `<rect x="360" y="252" width="24" height="12" rx="5" fill="${rubber}"/><rect x="396" y="252" width="24" height="12" rx="5" fill="${rubber}"/><rect x="432" y="252" width="24" height="12" rx="5" fill="${rubber}"/>` +
    `<rect x="172" y="270" width="456" height="200" rx="100" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="222" y="278" width="356" height="184" fill="url(#gr)"/>` +
    `<rect x="172" y="270" width="456" height="200" rx="100" fill="url(#gl)"/>` +
    `<ellipse cx="168" cy="370" rx="20" ry="80" fill="${mix(p.body, "#000000", 0.25)}"/>` +
    `<ellipse cx="632" cy="370" rx="20" ry="80" fill="${mix(p.body, "#000000", 0.25)}"/>` +
    badge(400, 370, brand, p)
  );
}

function box(p: Paint, brand: string): string {
  const trim = brand === "Marshall" ? "#b08d57" : p.light;
  const script = brand === "Marshall";
  return (
    `<rect x="206" y="214" width="388" height="344" rx="30" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="206" y="214" width="388" height="344" rx="30" fill="url(#gl)" opacity=".7"/>` +
    `<rect x="232" y="240" width="336" height="46" rx="8" fill="${trim}"/>` +
    `<circle cx="282" cy="263" r="14" fill="${p.edge}"/><circle cx="330" cy="263" r="14" fill="${p.edge}"/><circle cx="378" cy="263" r="14" fill="${p.edge}"/>` +
    `<rect x="232" y="300" width="336" height="232" rx="10" fill="${mix(p.body, "#000000", 0.6)}" stroke="${trim}" stroke-width="4"/>` +
    `<rect x="232" y="300" width="336" height="232" rx="10" fill="url(#gm)"/>` +
    (script
      ? `<text x="400" y="440" text-anchor="middle" font-family="${SCRIPT}" font-style="italic" font-size="64" fill="#f5f0e6">${brand}</text>`
      : badge(400, 416, brand, p))
  );
}

function party(p: Paint, brand: string): string {
  const woofer = (cy: number) =>
    `<circle cx="400" cy="${cy}" r="96" fill="#0b0d12" stroke="${p.accent}" stroke-width="10"/>` +
    `<circle cx="400" cy="${cy}" r="62" fill="#1f2937"/><circle cx="400" cy="${cy}" r="22" fill="#374151"/>`;
  return (
    `<rect x="340" y="96" width="120" height="30" rx="15" fill="none" stroke="${p.edge}" stroke-width="12"/>` +
    `<rect x="246" y="116" width="308" height="510" rx="34" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="246" y="116" width="308" height="510" rx="34" fill="url(#gl)" opacity=".6"/>` +
    woofer(262) + woofer(472) +
    badge(400, 590, brand, p)
  );
}

function mini(p: Paint, brand: string, clip: boolean): string {
  if (clip) {
    return (
      `<path d="M330 240 Q330 130 400 130 Q470 130 470 240" fill="none" stroke="#9ca3af" stroke-width="20"/>` +
      `<ellipse cx="400" cy="400" rx="170" ry="150" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<ellipse cx="400" cy="400" rx="140" ry="122" fill="url(#gr)"/>` +
      `<ellipse cx="400" cy="400" rx="170" ry="150" fill="url(#gl)"/>` +
      badge(400, 400, brand, p)
    );
  }
  return (
    `<path d="M480 236 Q560 170 540 110" fill="none" stroke="${p.edge}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="262" y="220" width="276" height="330" rx="64" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="292" y="250" width="216" height="240" rx="44" fill="url(#gr)"/>` +
    `<rect x="262" y="220" width="276" height="330" rx="64" fill="url(#gl)"/>` +
    badge(400, 372, brand, p)
  );
}

/** Speaker: capsule, box, party tower, mini or clip shape; view 1 is tilted. */
export function drawSpeaker(p: Paint, view: number, look: string, _tag: string, brand: string): string {
  let body: string;
  if (look.includes("party")) body = party(p, brand);
  else if (look.includes("box")) body = box(p, brand);
  else if (look.includes("clip")) body = mini(p, brand, true);
  else if (look.includes("mini")) body = mini(p, brand, false);
  else body = capsule(p, brand);
  const angle = look.includes("party") || look.includes("box") ? -10 : -28;
  return grillePattern(p) + (view === 1 ? `<g transform="rotate(${angle} 400 390)">${body}</g>` : body);
}
