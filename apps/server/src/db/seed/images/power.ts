import { label } from "./frame.js";
import type { Paint } from "./paint.js";

function portCount(look: string): number {
  const m = /(\d)p/.exec(look);
  return m ? Number(m[1]) : 1;
}

function cable(d: string, p: Paint): string {
  return (
    `<path d="${d}" fill="none" stroke="${p.edge}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${p.body}" stroke-width="11" stroke-linecap="round"/>`
  );
}

function plug(x: number, y: number, angle: number): string {
  return (
    `<g transform="rotate(${angle} ${x} ${y})">` +
    `<rect x="${x - 16}" y="${y - 16}" width="74" height="32" rx="10" fill="#e5e7eb" stroke="#9ca3af" stroke-width="2"/>` +
    `<rect x="${x + 56}" y="${y - 9}" width="24" height="18" rx="5" fill="#9ca3af"/>` +
    `</g>`
  );
}

function pad(p: Paint, view: number, tag: string): string {
  const phone = view === 1
    ? `<path d="M330 300 L520 330 L470 450 L270 420Z" fill="#111827" stroke="#374151" stroke-width="4"/>` +
      `<path d="M338 310 L505 336 L462 440 L285 414Z" fill="url(#scr)"/>`
    : `<ellipse cx="400" cy="402" rx="118" ry="38" fill="none" stroke="${p.light}" stroke-width="5"/>` +
      label(400, 412, tag, 26, p.ink, ` opacity=".7"`);
  return (
    cable("M205 440 C120 480 150 580 300 600", p) +
    `<ellipse cx="400" cy="432" rx="205" ry="72" fill="${p.edge}"/>` +
    `<ellipse cx="400" cy="410" rx="205" ry="72" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<ellipse cx="400" cy="410" rx="205" ry="72" fill="url(#gl)"/>` +
    phone +
    `<circle cx="400" cy="470" r="6" fill="${p.accent}"/>`
  );
}

function puck(p: Paint, view: number, tag: string): string {
  const tilt = view === 1 ? -18 : 0;
  return (
    `<g transform="rotate(${tilt} 400 380)">` +
    cable("M400 400 C400 520 260 520 300 600", p) +
    plug(300, 610, 60) +
    `<circle cx="400" cy="290" r="122" fill="${p.edge}"/>` +
    `<circle cx="400" cy="282" r="120" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<circle cx="400" cy="282" r="120" fill="url(#gl)"/>` +
    `<circle cx="400" cy="282" r="78" fill="none" stroke="${p.light}" stroke-width="8"/>` +
    label(400, 292, tag, 28, p.ink, ` opacity=".6"`) +
    `</g>`
  );
}

/** Wall charger: view 0 = brick with cable, view 1 = angled brick showing its ports. */
export function drawCharger(p: Paint, view: number, look: string, tag: string): string {
  if (look.includes("pad")) return pad(p, view, tag);
  if (look.includes("puck")) return puck(p, view, tag);
  const n = portCount(look);
  const prongs =
    `<rect x="350" y="122" width="22" height="84" rx="10" fill="#c4c9d1" stroke="#8b929c" stroke-width="2"/>` +
    `<rect x="428" y="122" width="22" height="84" rx="10" fill="#c4c9d1" stroke="#8b929c" stroke-width="2"/>`;
  if (view === 1) {
    let ports = "";
    for (let i = 0; i < n; i++) {
      ports += `<rect x="345" y="${330 + i * 42}" width="110" height="22" rx="11" fill="#111827"/>`;
    }
    return (
      `<circle cx="600" cy="540" r="62" fill="none" stroke="${p.edge}" stroke-width="14"/>` +
      `<circle cx="600" cy="540" r="44" fill="none" stroke="${p.body}" stroke-width="12"/>` +
      `<g transform="rotate(-12 400 380)">` +
      prongs +
      `<path d="M500 210 l44 -22 v300 l-44 22z" fill="${p.edge}"/>` +
      `<rect x="290" y="190" width="210" height="320" rx="38" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="290" y="190" width="210" height="320" rx="38" fill="url(#gl)"/>` +
      label(395, 290, tag, 46, p.ink, ` opacity=".8"`) +
      ports +
      `</g>`
    );
  }
  let ports = "";
  for (let i = 0; i < n; i++) {
    const x = 400 - (n - 1) * 34 + i * 68 - 26;
    ports += `<rect x="${x}" y="372" width="52" height="16" rx="8" fill="#111827"/>`;
  }
  return (
    cable("M400 430 C400 530 250 500 250 575 S420 650 540 590", p) +
    plug(555, 585, -26) +
    prongs +
    `<rect x="290" y="190" width="220" height="240" rx="40" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="290" y="190" width="220" height="240" rx="40" fill="url(#gl)"/>` +
    label(400, 300, tag, 48, p.ink, ` opacity=".8"`) +
    ports +
    `<circle cx="470" cy="220" r="5" fill="${p.accent}"/>`
  );
}

/** Power bank: view 0 = upright brick with LEDs, view 1 = tilted with a cable plugged in. */
export function drawPowerbank(p: Paint, view: number, look: string, tag: string, brand: string): string {
  let body: string;
  let top = 140;
  if (look.includes("mag")) {
    top = 200;
    body =
      `<rect x="270" y="200" width="260" height="340" rx="52" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="270" y="200" width="260" height="340" rx="52" fill="url(#gl)"/>` +
      `<circle cx="400" cy="360" r="92" fill="none" stroke="${p.light}" stroke-width="9"/>` +
      label(400, 370, brand, 24, p.ink, ` opacity=".7"`) +
      label(400, 500, tag, 22, p.ink, ` opacity=".6"`);
  } else if (look.includes("slim")) {
    top = 250;
    body =
      `<rect x="170" y="250" width="460" height="300" rx="38" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="170" y="250" width="460" height="300" rx="38" fill="url(#gl)"/>` +
      `<rect x="215" y="300" width="160" height="80" rx="12" fill="#0b0d12"/>` +
      label(295, 354, "100%", 38, "#22d3ee") +
      label(490, 360, brand, 30, p.ink, ` opacity=".75"`) +
      label(490, 400, tag, 24, p.ink, ` opacity=".6"`);
  } else {
    const display = look.includes("display")
      ? `<rect x="340" y="412" width="120" height="54" rx="10" fill="#0b0d12"/>` + label(400, 450, "87%", 30, "#22d3ee")
      : "";
    let leds = "";
    for (let i = 0; i < 4; i++) {
      leds += `<circle cx="${355 + i * 30}" cy="510" r="7" fill="${i < 3 ? "#22c55e" : "#94a3b8"}"/>`;
    }
    body =
      `<rect x="290" y="140" width="220" height="440" rx="42" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="290" y="140" width="220" height="440" rx="42" fill="url(#gl)"/>` +
      `<rect x="302" y="160" width="14" height="400" rx="7" fill="${p.light}" opacity=".35"/>` +
      `<rect x="340" y="152" width="44" height="12" rx="6" fill="#111827"/>` +
      `<rect x="400" y="152" width="60" height="12" rx="3" fill="#111827"/>` +
      label(400, 320, brand, 30, p.ink, ` opacity=".8"`) +
      label(400, 362, tag, 24, p.ink, ` opacity=".65"`) +
      display +
      leds;
  }
  if (view === 0) return body;
  return (
    `<g transform="rotate(-20 400 380)">` +
    cable(`M372 ${top + 4} C372 ${top - 90} 560 ${top - 60} 580 ${top + 20}`, p) +
    plug(585, top + 40, 90) +
    body +
    `</g>`
  );
}
