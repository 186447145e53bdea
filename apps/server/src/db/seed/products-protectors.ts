import { protector } from "./defs.js";
import { FITS } from "./products-covers.js";
import type { ProductDef } from "./types.js";

const GLASS = "9H hardness tempered glass";
const OLEO = "Oleophobic coating resists fingerprints";

/** Screen protectors; the builder adds 1x / 2x / 3x packs. */
export const PROTECTORS: ProductDef[] = [
  protector({
    brand: "Spigen", line: "GLAS.tR EZ Fit Tempered Glass", model: "Spigen GLAS.tR EZ Fit iPhone 16 Series", fits: FITS.iphone16, price: 2499, look: "edge",
    colors: ["Clear", "Privacy Black"],
    feats: ["EZ Fit tray for bubble-free installation", GLASS, "Case-friendly cut"],
    desc: "Perfect alignment every time with the EZ Fit installation tray.",
  }),
  protector({
    brand: "Spigen", line: "GLAS.tR EZ Fit Tempered Glass", model: "Spigen GLAS.tR EZ Fit iPhone 15 Series", fits: FITS.iphone15, price: 2299, look: "edge",
    colors: ["Clear"],
    feats: ["EZ Fit tray for bubble-free installation", GLASS, OLEO],
    desc: "Easy-install tempered glass that protects without blocking Face ID.",
  }),
  protector({
    brand: "Spigen", line: "Neo Flex Film", model: "Spigen Neo Flex Galaxy S24 Ultra", fits: FITS.s24ultra, price: 1999, look: "",
    colors: ["Clear"],
    feats: ["Flexible film for curved edges", "Works with the ultrasonic fingerprint sensor", "Self-healing surface"],
    desc: "A flexible film that hugs the S24 Ultra's edges and keeps the fingerprint reader fast.",
  }),
  protector({
    brand: "Spigen", line: "GLAS.tR Slim Tempered Glass", model: "Spigen GLAS.tR Slim Galaxy S24 Series", fits: ["Galaxy S24", "Galaxy S24+"], price: 1899, look: "",
    colors: ["Clear"],
    feats: [GLASS, "0.2 mm ultra-thin", OLEO],
    desc: "Thin, clear glass that keeps the touch response of the bare screen.",
  }),
  protector({
    brand: "Spigen", line: "GLAS.tR Tempered Glass", model: "Spigen GLAS.tR Pixel Series", fits: FITS.pixel, price: 1999, look: "",
    colors: ["Clear"],
    feats: [GLASS, "Fingerprint-sensor friendly", "Alignment kit included"],
    desc: "Tempered glass cut for Pixel phones with an easy alignment kit.",
  }),
  protector({
    brand: "ESR", line: "Armorite Tempered Glass", model: "ESR Armorite iPhone 16 Series", fits: FITS.iphone16, price: 1799, look: "edge",
    colors: ["Clear", "Privacy Black"],
    feats: ["Shatter-resistant glass", "Installation frame included", OLEO],
    desc: "Extra-tough glass with an installation frame for a perfect fit.",
  }),
  protector({
    brand: "ESR", line: "Tempered Glass Screen Protector", model: "ESR Tempered Glass iPhone 15 Series", fits: FITS.iphone15, price: 1499, look: "",
    colors: ["Clear"],
    feats: [GLASS, "HD clarity", OLEO],
    desc: "Simple, clear protection for the iPhone 15 family.",
  }),
  protector({
    brand: "ESR", line: "Tempered Glass Screen Protector", model: "ESR Tempered Glass Galaxy S24 Series", fits: ["Galaxy S24", "Galaxy S24+"], price: 1499, look: "",
    colors: ["Clear"],
    feats: [GLASS, "Fingerprint unlock compatible", OLEO],
    desc: "Clear glass for the flat-screen Galaxy S24 models.",
  }),
  protector({
    brand: "ESR", line: "Fingerprint Unlock Tempered Glass", model: "ESR Tempered Glass Galaxy S24 Ultra", fits: FITS.s24ultra, price: 1999, look: "",
    colors: ["Clear"],
    feats: [GLASS, "Tested with the ultrasonic fingerprint sensor", "S Pen friendly surface"],
    desc: "Glass for the S24 Ultra that keeps the fingerprint sensor and S Pen working smoothly.",
  }),
  protector({
    brand: "ESR", line: "Tempered Glass Screen Protector", model: "ESR Tempered Glass Nothing and OnePlus", fits: ["Nothing Phone 2a", "CMF Phone 1", "OnePlus Nord CE4 Lite 5G"], price: 1299, look: "",
    colors: ["Clear"],
    feats: [GLASS, "Full-screen coverage", OLEO],
    desc: "Full-coverage glass for popular Nothing and OnePlus mid-rangers.",
  }),
  protector({
    brand: "Ugreen", line: "9H Tempered Glass", model: "Ugreen Tempered Glass iPhone 14 and 13", fits: FITS.iphoneOld, price: 899, look: "", ship: false,
    colors: ["Clear"],
    feats: [GLASS, "Dust-removal stickers included", "Bubble-free adhesive"],
    desc: "Affordable, clear glass for the iPhone 14 and 13.",
  }),
  protector({
    brand: "Ugreen", line: "9H Tempered Glass", model: "Ugreen Tempered Glass Galaxy A Series", fits: FITS.galaxyA, price: 799, look: "", ship: false,
    colors: ["Clear"],
    feats: [GLASS, "Full-screen coverage", "Easy installation"],
    desc: "Budget-friendly glass for Samsung Galaxy A phones.",
  }),
  protector({
    brand: "Ugreen", line: "9H Tempered Glass", model: "Ugreen Tempered Glass Redmi Note 13 Series", fits: ["Redmi Note 13 Pro", "Redmi Note 13", "Redmi 13", "Redmi 13C"], price: 799, look: "edge",
    colors: ["Clear"],
    feats: [GLASS, "Black edge full cover", "Easy installation"],
    desc: "Full-cover glass with a black border for Redmi phones.",
  }),
  protector({
    brand: "Ugreen", line: "9H Tempered Glass", model: "Ugreen Tempered Glass Infinix and Tecno", fits: ["Infinix Hot 40i", "Tecno Spark 20 Pro", "Tecno Spark 20C", "Tecno Camon 30"], price: 699, look: "edge",
    colors: ["Clear"],
    feats: [GLASS, "Black edge full cover", "Dust-removal kit included"],
    desc: "Full-cover glass for popular Infinix and Tecno phones.",
  }),
  protector({
    brand: "Baseus", line: "Full-Coverage Tempered Glass", model: "Baseus Full Coverage iPhone 15 Series", fits: FITS.iphone15, price: 999, look: "edge",
    colors: ["Clear", "Privacy Black"],
    feats: ["Full-screen coverage with dust-proof speaker mesh", GLASS, "Installation frame included"],
    desc: "Glass with a built-in dust filter over the earpiece.",
  }),
  protector({
    brand: "Baseus", line: "Tempered Glass Screen Protector", model: "Baseus Tempered Glass iPhone 16 Series", fits: FITS.iphone16, price: 1099, look: "",
    colors: ["Clear"],
    feats: [GLASS, "HD clarity", OLEO],
    desc: "Clear, affordable glass for the iPhone 16 range.",
  }),
  protector({
    brand: "Baseus", line: "Tempered Glass Screen Protector", model: "Baseus Tempered Glass Vivo and Oppo", fits: ["Vivo Y28", "Oppo A60", "Oppo Reno12 F 5G"], price: 699, look: "edge", ship: false,
    colors: ["Clear"],
    feats: [GLASS, "Full-screen coverage", "Easy installation"],
    desc: "Full-cover glass for popular Vivo and Oppo models.",
  }),
  protector({
    brand: "Samsung", line: "Anti-Reflecting Screen Protector", model: "Samsung Anti-Reflecting Film Galaxy S24 Ultra", fits: FITS.s24ultra, price: 2999, look: "",
    colors: ["Clear"],
    feats: ["Official Samsung accessory", "Reduces glare outdoors", "Keeps the anti-reflective screen coating effective"],
    desc: "Samsung's own film that keeps the S24 Ultra readable in bright sun.",
  }),
];
