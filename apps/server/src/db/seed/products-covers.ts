import { cover } from "./defs.js";
import type { ProductDef } from "./types.js";

/** Phone families as they appear in the phone data (modelNames). */
export const FITS = {
  iphone16: ["iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max"],
  iphone15: ["iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max"],
  iphone15pro: ["iPhone 15 Pro", "iPhone 15 Pro Max"],
  iphoneOld: ["iPhone 14", "iPhone 13"],
  s24: ["Galaxy S24", "Galaxy S24+", "Galaxy S24 Ultra"],
  s24ultra: ["Galaxy S24 Ultra"],
  galaxyA: ["Galaxy A55 5G", "Galaxy A35 5G", "Galaxy A15", "Galaxy A05s"],
  redmiNote: ["Redmi Note 13 Pro", "Redmi Note 13 Pro+ 5G", "Redmi Note 13", "Redmi 13"],
  pixel: ["Pixel 9 Pro", "Pixel 8a"],
  oneplus: ["OnePlus 12", "OnePlus 12R"],
} satisfies Record<string, string[]>;

const MAGSAFE = "Built-in magnets for MagSafe chargers and wallets";

export const COVERS: ProductDef[] = [
  cover({
    brand: "Spigen", line: "Ultra Hybrid Case", model: "Spigen Ultra Hybrid iPhone 16 Series", fits: FITS.iphone16, price: 2499, look: "",
    colors: ["Crystal Clear", "Matte Black", "Frost Blue"],
    feats: ["Clear, anti-yellowing back", "Air Cushion corners for drop protection", "Raised lips protect the screen and camera"],
    desc: "A slim clear case that shows off your iPhone's colour while protecting the corners.",
  }),
  cover({
    brand: "Spigen", line: "Ultra Hybrid MagFit Case", model: "Spigen Ultra Hybrid MagFit iPhone 15 Series", fits: FITS.iphone15, price: 2799, look: "mag",
    colors: ["Matte Black", "Frost White"],
    feats: [MAGSAFE, "Hybrid TPU bumper with hard back", "Military-grade drop tested"],
    desc: "Clear-style hybrid case with a magnetic ring, so MagSafe chargers snap on firmly.",
  }),
  cover({
    brand: "Spigen", line: "Tough Armor MagFit Case", model: "Spigen Tough Armor MagFit iPhone 15 Pro", fits: FITS.iphone15pro, price: 3499, look: "mag rugged stand",
    colors: ["Black", "Metal Slate Gray"],
    feats: ["Dual-layer protection with foam corners", "Built-in kickstand for videos", MAGSAFE],
    desc: "Heavy-duty protection with a fold-out kickstand, built for rough daily use.",
  }),
  cover({
    brand: "Spigen", line: "Liquid Air Case", model: "Spigen Liquid Air Galaxy S24 Series", fits: FITS.s24, price: 1999, look: "",
    colors: ["Matte Black", "Navy Blue"],
    feats: ["Matte textured grip pattern", "Lightweight flexible TPU", "Tactile button covers"],
    desc: "A grippy, lightweight TPU case with Spigen's geometric pattern.",
  }),
  cover({
    brand: "Spigen", line: "Rugged Armor Case", model: "Spigen Rugged Armor Galaxy A Series", fits: FITS.galaxyA, price: 1799, look: "rugged",
    colors: ["Matte Black"],
    feats: ["Carbon-fibre accents", "Shock-absorbing TPU", "Spider-web pattern inside"],
    desc: "Slim rugged case with carbon-fibre styling for Galaxy A phones.",
  }),
  cover({
    brand: "Spigen", line: "Rugged Armor Case", model: "Spigen Rugged Armor Redmi Note 13 Series", fits: FITS.redmiNote, price: 1699, look: "rugged",
    colors: ["Matte Black"],
    feats: ["Carbon-fibre accents", "Shock-absorbing TPU", "Precise cut-outs for ports"],
    desc: "Drop protection without bulk for the Redmi Note 13 family.",
  }),
  cover({
    brand: "Spigen", line: "Thin Fit Case", model: "Spigen Thin Fit iPhone 14 and 13", fits: FITS.iphoneOld, price: 1599, look: "",
    colors: ["Black", "Sierra Blue"],
    feats: ["Ultra-thin hard shell", "Soft-touch matte finish", "Keeps the phone pocket-friendly"],
    desc: "A minimal hard case that adds almost no thickness.",
  }),
  cover({
    brand: "Spigen", line: "Liquid Air Case", model: "Spigen Liquid Air Pixel Series", fits: FITS.pixel, price: 1999, look: "",
    colors: ["Matte Black"],
    feats: ["Textured grip pattern", "Lightweight flexible TPU", "Raised camera bar edge"],
    desc: "A grippy, lightweight case for Google Pixel phones.",
  }),
  cover({
    brand: "ESR", line: "Classic Hybrid Case with HaloLock", model: "ESR Classic Hybrid HaloLock iPhone 16 Series", fits: FITS.iphone16, price: 2199, look: "mag",
    colors: ["Clear", "Frosted Black"],
    feats: [MAGSAFE, "Scratch-resistant clear back", "Shock-absorbing corners"],
    desc: "Clear magnetic case that works with MagSafe chargers and car mounts.",
  }),
  cover({
    brand: "ESR", line: "Air Armor Clear Case", model: "ESR Air Armor iPhone 15 Series", fits: FITS.iphone15, price: 1799, look: "",
    colors: ["Clear", "Clear Black"],
    feats: ["Air-guard corners", "Yellowing-resistant back", "Slim fit"],
    desc: "A clear case with cushioned corners at an easy price.",
  }),
  cover({
    brand: "ESR", line: "Classic Kickstand Case", model: "ESR Classic Kickstand Galaxy S24 Ultra", fits: FITS.s24ultra, price: 1999, look: "stand",
    colors: ["Clear", "Frosted Black"],
    feats: ["Metal kickstand for landscape and portrait", "Raised edges for screen and cameras", "Clear polycarbonate back"],
    desc: "Watch videos hands-free with the built-in stand.",
  }),
  cover({
    brand: "ESR", line: "Cloud Soft Case with HaloLock", model: "ESR Cloud Soft HaloLock iPhone 15 Series", fits: FITS.iphone15, price: 2299, look: "mag",
    colors: ["Black", "Navy Blue", "Pink"],
    feats: ["Silky liquid-silicone feel", "Microfibre lining", MAGSAFE],
    desc: "A soft-touch silicone case with a magnetic ring.",
  }),
  cover({
    brand: "Apple", line: "Silicone Case with MagSafe", model: "Apple Silicone Case MagSafe iPhone 16 Series", fits: FITS.iphone16, price: 6999, look: "mag",
    colors: ["Black", "Denim Blue", "Lake Green", "Fuchsia Pink"],
    feats: ["Genuine Apple accessory", "Soft microfibre lining", "Works with the Camera Control button"],
    desc: "Apple's own silicone case with a silky finish and MagSafe magnets.",
  }),
  cover({
    brand: "Apple", line: "Clear Case with MagSafe", model: "Apple Clear Case MagSafe iPhone 16 Series", fits: FITS.iphone16, price: 6499, look: "mag",
    colors: ["Clear"],
    feats: ["Genuine Apple accessory", "Optically clear polycarbonate", "Scratch-resistant coating"],
    desc: "A thin, crystal-clear case from Apple that shows off your iPhone's colour.",
  }),
  cover({
    brand: "Apple", line: "FineWoven Case with MagSafe", model: "Apple FineWoven Case MagSafe iPhone 15 Series", fits: FITS.iphone15, price: 7499, look: "mag", off: 20,
    colors: ["Black", "Pacific Blue", "Taupe Brown"],
    feats: ["Genuine Apple accessory", "Micro-twill fabric finish", MAGSAFE],
    desc: "A soft, suede-like fabric case. Clearance price on remaining stock.",
  }),
  cover({
    brand: "Samsung", line: "Silicone Case", model: "Samsung Silicone Case Galaxy S24 Series", fits: FITS.s24, price: 3999, look: "",
    colors: ["Black", "Violet", "Yellow"],
    feats: ["Official Samsung accessory", "Soft-touch silicone", "Fits snugly around the cameras"],
    desc: "Samsung's official silicone case in colours that match the S24 series.",
  }),
  cover({
    brand: "Samsung", line: "Standing Grip Case", model: "Samsung Standing Grip Case Galaxy S24 Ultra", fits: FITS.s24ultra, price: 4999, look: "stand",
    colors: ["Black", "White"],
    feats: ["Grip strap that folds into a stand", "Official Samsung accessory", "Soft inner lining"],
    desc: "A case with a strap for a secure grip that doubles as a stand.",
  }),
  cover({
    brand: "Samsung", line: "Clear Case", model: "Samsung Clear Case Galaxy A Series", fits: ["Galaxy A55 5G", "Galaxy A35 5G"], price: 1999, look: "",
    colors: ["Clear"],
    feats: ["Official Samsung accessory", "Transparent TPU", "Keeps the phone slim"],
    desc: "A simple transparent case that keeps your Galaxy A looking new.",
  }),
  cover({
    brand: "Baseus", line: "Crystal Magnetic Case", model: "Baseus Crystal Magnetic iPhone 15 Series", fits: FITS.iphone15, price: 1499, look: "mag",
    colors: ["Clear"],
    feats: [MAGSAFE, "Clear anti-yellowing back", "Air-bag corners"],
    desc: "An affordable clear magnetic case for everyday protection.",
  }),
  cover({
    brand: "Baseus", line: "Liquid Silica Gel Case", model: "Baseus Liquid Silica iPhone 14 and 13", fits: FITS.iphoneOld, price: 1199, look: "", ship: false,
    colors: ["Black", "Navy Blue", "Pink"],
    feats: ["Liquid silicone outer layer", "Soft microfibre lining", "Easy to clean"],
    desc: "A soft silicone case in classic colours for older iPhones.",
  }),
  cover({
    brand: "OnePlus", line: "Sandstone Bumper Case", model: "OnePlus Sandstone Bumper OnePlus 12 Series", fits: FITS.oneplus, price: 2499, look: "",
    colors: ["Sandstone Black"],
    feats: ["Official OnePlus accessory", "The classic sandstone texture", "Bumper edges absorb shocks"],
    desc: "OnePlus's famous sandstone finish that never slips from your hand.",
  }),
  cover({
    brand: "Nothing", line: "Clear Case", model: "Nothing Phone 2a Clear Case", fits: ["Nothing Phone 2a"], price: 2499, look: "",
    colors: ["Clear"],
    feats: ["Official Nothing accessory", "Fully transparent so the Glyph lights shine through", "Raised camera surround"],
    desc: "A clear case designed so the Glyph lights stay visible.",
  }),
  cover({
    brand: "Redmi", line: "Silicone Cover", model: "Redmi Note 13 Pro Plus Silicone Cover", fits: ["Redmi Note 13 Pro+ 5G"], price: 999, look: "", ship: false,
    colors: ["Black", "Blue"],
    feats: ["Official Xiaomi accessory", "Soft silicone", "Precise fit"],
    desc: "A basic, well-fitting silicone cover for the Redmi Note 13 Pro+ 5G.",
  }),
  cover({
    brand: "Google", line: "Official Case", model: "Google Pixel 8a Case", fits: ["Pixel 8a"], price: 3999, look: "",
    colors: ["Obsidian Black", "Aloe Green"],
    feats: ["Official Google accessory", "Made with recycled materials", "Silicone exterior"],
    desc: "Google's own case in colours that match the Pixel 8a.",
  }),
];
