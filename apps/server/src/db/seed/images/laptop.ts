import { label } from "./frame.js";
import { mix, type Paint } from "./paint.js";

/** Desktop-like screen: wallpaper wave, two windows and a dock. */
function desktop(x: number, y: number, w: number, h: number, p: Paint): string {
  return (
    `<clipPath id="ls"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/></clipPath>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#scr)"/>` +
    `<g clip-path="url(#ls)">` +
    `<path d="M${x} ${y + h * 0.75} C${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.95} ${x + w} ${y + h * 0.55} V${y + h} H${x}Z" fill="${p.accent}" opacity=".55"/>` +
    `<path d="M${x} ${y} h${w * 0.55} L${x} ${y + h * 0.8}Z" fill="url(#gl)"/>` +
    `</g>` +
    `<rect x="${x + 40}" y="${y + 34}" width="${w * 0.45}" height="${h * 0.5}" rx="8" fill="#fff" opacity=".88"/>` +
    `<rect x="${x + 40}" y="${y + 34}" width="${w * 0.45}" height="16" rx="8" fill="${p.accent}" opacity=".8"/>` +
    `<rect x="${x + w * 0.55}" y="${y + 70}" width="${w * 0.36}" height="${h * 0.42}" rx="8" fill="#fff" opacity=".6"/>` +
    `<rect x="${x + w * 0.3}" y="${y + h - 30}" width="${w * 0.4}" height="18" rx="9" fill="#fff" opacity=".35"/>`
  );
}

/** Laptop: view 0 = open with screen and keyboard deck, view 1 = closed lid. */
export function drawLaptop(p: Paint, view: number, look: string, _tag: string, brand: string): string {
  const gaming = look.includes("gaming");
  if (view === 1) {
    const stripes = gaming
      ? `<path d="M250 500 L330 230" stroke="${p.accent}" stroke-width="6" opacity=".8"/><path d="M560 500 L480 230" stroke="${p.accent}" stroke-width="6" opacity=".8"/>`
      : "";
    return (
      `<path d="M150 540 H650 V556 Q650 568 638 568 H162 Q150 568 150 556Z" fill="${p.edge}"/>` +
      `<path d="M196 200 H604 Q620 200 622 216 L652 530 Q653 542 640 542 H160 Q147 542 148 530 L178 216 Q180 200 196 200Z" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
      `<path d="M196 200 H604 L652 540 H148Z" fill="url(#gl)" opacity=".8"/>` +
      stripes +
      `<circle cx="400" cy="360" r="40" fill="${p.light}" opacity=".55"/>` +
      label(400, 372, brand.slice(0, 1).toUpperCase(), 36, p.edge) +
      label(400, 505, brand, 22, p.ink, ` opacity=".45" letter-spacing="3"`)
    );
  }
  const keys = gaming ? p.accent : mix(p.edge, "#000000", 0.3);
  const vents = gaming
    ? `<rect x="140" y="462" width="50" height="6" rx="3" fill="${p.accent}" opacity=".7"/><rect x="610" y="462" width="50" height="6" rx="3" fill="${p.accent}" opacity=".7"/>`
    : "";
  return (
    `<defs><pattern id="kb" width="24" height="13" patternUnits="userSpaceOnUse"><rect x="2" y="2" width="20" height="9" rx="2" fill="${keys}"/></pattern></defs>` +
    `<rect x="170" y="140" width="460" height="312" rx="18" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="182" y="152" width="436" height="288" rx="10" fill="#0b0d12"/>` +
    desktop(190, 160, 420, 272, p) +
    `<circle cx="400" cy="147" r="3" fill="#111"/>` +
    `<rect x="190" y="448" width="420" height="8" fill="${p.edge}"/>` +
    `<path d="M160 454 H640 L700 546 Q702 556 690 556 H110 Q98 556 100 546Z" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<path d="M160 454 H640 L700 546 H100Z" fill="url(#gl)" opacity=".6"/>` +
    `<path d="M206 464 H594 L620 508 H180Z" fill="${mix(p.body, "#000000", 0.15)}"/>` +
    `<path d="M206 464 H594 L620 508 H180Z" fill="url(#kb)"/>` +
    vents +
    `<path d="M344 515 H456 L462 548 H338Z" fill="${p.edge}" opacity=".3"/>` +
    `<rect x="100" y="552" width="600" height="10" rx="5" fill="${p.edge}"/>`
  );
}
