import { earbud, speaker } from "./defs.js";
import type { ProductDef } from "./types.js";

const BT53 = "5.3";

export const EARBUDS: ProductDef[] = [
  earbud({
    brand: "Apple", model: "AirPods Pro 2 USB-C", name: "Apple AirPods Pro 2 (USB-C)", price: 35999, look: "stem", extras: ["caraousel"],
    colors: ["White"], driver: "Custom Apple driver, H2 chip", anc: "Active, with Adaptive Audio", battery: "6 h (30 h with case)",
    charging: "USB-C, MagSafe, Qi", bt: BT53, water: "IP54", hi: "Personalised Spatial Audio",
    desc: "Class-leading noise cancellation and transparency mode, now with a USB-C case.",
  }),
  earbud({
    brand: "Apple", model: "AirPods 4 ANC", name: "Apple AirPods 4 with Active Noise Cancellation", price: 27999, look: "stem",
    colors: ["White"], driver: "Custom Apple driver, H2 chip", anc: "Active", battery: "5 h (20 h with case)",
    charging: "USB-C, Qi", bt: BT53, water: "IP54",
    desc: "Open-fit AirPods with noise cancellation, for people who dislike ear tips.",
  }),
  earbud({
    brand: "Apple", model: "AirPods 4", name: "Apple AirPods 4", price: 21999, look: "stem",
    colors: ["White"], driver: "Custom Apple driver, H2 chip", anc: "No", battery: "5 h (30 h with case)",
    charging: "USB-C", bt: BT53, water: "IP54",
    desc: "Redesigned AirPods with a more comfortable fit and a smaller case.",
  }),
  earbud({
    brand: "Samsung", model: "Galaxy Buds3 Pro", price: 32999, look: "stem",
    colors: ["Silver", "White"], driver: "10.5 mm + 6.1 mm two-way", anc: "Adaptive ANC", battery: "6 h (26 h with case)",
    charging: "USB-C, wireless", bt: "5.4", water: "IP57",
    desc: "Blade-design earbuds with two-way speakers and Galaxy AI interpreter mode.",
  }),
  earbud({
    brand: "Samsung", model: "Galaxy Buds FE", price: 11499, look: "",
    colors: ["Graphite Black", "White"], driver: "12 mm", anc: "Active", battery: "6 h (21 h with case)",
    charging: "USB-C", bt: "5.2", water: "IPX2",
    desc: "Affordable Galaxy earbuds with ANC and a secure wing-tip fit.",
  }),
  earbud({
    brand: "Samsung", model: "Galaxy Buds2 Pro", price: 22999, look: "", off: 20,
    colors: ["Graphite Black", "White", "Bora Purple"], driver: "10 mm", anc: "Intelligent ANC", battery: "5 h (18 h with case)",
    charging: "USB-C, wireless", bt: BT53, water: "IPX7",
    desc: "Compact 24-bit Hi-Fi earbuds, now at a clearance price.",
  }),
  earbud({
    brand: "Sony", model: "WF-1000XM5", name: "Sony WF-1000XM5", price: 38999, look: "", extras: ["banner"],
    colors: ["Black", "Platinum Silver"], driver: "8.4 mm Dynamic Driver X", anc: "Industry-leading ANC", battery: "8 h (24 h with case)",
    charging: "USB-C, Qi", bt: BT53, water: "IPX4", hi: "LDAC Hi-Res Audio Wireless",
    desc: "Sony's best noise-cancelling earbuds, smaller and lighter than before.",
  }),
  earbud({
    brand: "Sony", model: "WF-C700N", name: "Sony WF-C700N", price: 16999, look: "",
    colors: ["Black", "White", "Lavender Purple", "Sage Green"], driver: "5 mm", anc: "Active", battery: "7.5 h (15 h with case)",
    charging: "USB-C", bt: "5.2", water: "IPX4",
    desc: "Small, comfortable Sony earbuds with noise cancelling at a mid-range price.",
  }),
  earbud({
    brand: "JBL", model: "JBL Tune Buds", price: 10999, look: "",
    colors: ["Black", "White", "Blue"], driver: "10 mm", anc: "Active", battery: "12 h (48 h with case)",
    charging: "USB-C", bt: BT53, water: "IP54",
    desc: "JBL Pure Bass sound with long battery life and four microphones for calls.",
  }),
  earbud({
    brand: "JBL", model: "JBL Wave Beam", price: 6999, look: "stem",
    colors: ["Black", "White", "Blue"], driver: "8 mm", anc: "No", battery: "8 h (32 h with case)",
    charging: "USB-C", bt: "5.2", water: "IP54",
    desc: "Budget JBL earbuds with deep bass and a dust- and water-resistant build.",
  }),
  earbud({
    brand: "JBL", model: "JBL Live Pro 2 TWS", price: 17999, look: "stem",
    colors: ["Black", "Blue", "Silver"], driver: "11 mm", anc: "True Adaptive ANC", battery: "10 h (40 h with case)",
    charging: "USB-C, Qi", bt: "5.2", water: "IPX5",
    desc: "Smart ambient modes and six microphones for clear calls in Kathmandu traffic.",
  }),
  earbud({
    brand: "boAt", model: "Airdopes 141", name: "boAt Airdopes 141", price: 2799, look: "stem",
    colors: ["Bold Black", "Cider Cyan", "Pure White"], driver: "8 mm", anc: "No, ENx call noise reduction", battery: "Up to 42 h total",
    charging: "USB-C, ASAP Charge", bt: "5.1", water: "IPX4", hi: "BEAST mode with low latency for gaming",
    desc: "Hugely popular budget earbuds with long playback and low-latency gaming mode.",
  }),
  earbud({
    brand: "boAt", model: "Airdopes 161", name: "boAt Airdopes 161", price: 2299, look: "",
    colors: ["Pebble Black", "Frosty White"], driver: "10 mm", anc: "No", battery: "Up to 40 h total",
    charging: "USB-C, ASAP Charge", bt: "5.1", water: "IPX5",
    desc: "Pebble-shaped earbuds with punchy boAt signature sound.",
  }),
  earbud({
    brand: "boAt", model: "Nirvana Ion", name: "boAt Nirvana Ion", price: 4999, look: "stem",
    colors: ["Charcoal Black", "Ivory White"], driver: "Dual 10 mm", anc: "No, ENx call noise reduction", battery: "Up to 120 h total",
    charging: "USB-C", bt: BT53, water: "IPX4",
    desc: "Crystal bionic sound and a massive 120-hour battery with the case.",
  }),
  earbud({
    brand: "Redmi", model: "Redmi Buds 5 Pro", price: 9999, look: "",
    colors: ["Midnight Black", "Moonlight White", "Aurora Purple"], driver: "11 mm + 10 mm tweeter", anc: "52 dB hybrid ANC", battery: "10 h (38 h with case)",
    charging: "USB-C", bt: BT53, water: "IP54",
    desc: "Strong noise cancellation and LDAC support for a budget price.",
  }),
  earbud({
    brand: "Redmi", model: "Redmi Buds 5", price: 5499, look: "",
    colors: ["Midnight Black", "Fusion White", "Fusion Purple"], driver: "12.4 mm", anc: "46 dB hybrid ANC", battery: "10 h (40 h with case)",
    charging: "USB-C", bt: BT53, water: "IP54",
    desc: "Noise cancellation at an entry-level price.",
  }),
  earbud({
    brand: "OnePlus", model: "OnePlus Buds 3", price: 11999, look: "stem",
    colors: ["Splendid Blue", "Metallic Gray"], driver: "10.4 mm woofer + 6 mm tweeter", anc: "49 dB adaptive ANC", battery: "10 h (44 h with case)",
    charging: "USB-C", bt: BT53, water: "IP55",
    desc: "Dual-driver sound and strong ANC, with fast pairing to OnePlus phones.",
  }),
  earbud({
    brand: "OnePlus", model: "OnePlus Nord Buds 2r", price: 4299, look: "stem",
    colors: ["Deep Gray", "Triple Blue"], driver: "12.4 mm", anc: "No", battery: "8 h (38 h with case)",
    charging: "USB-C", bt: BT53, water: "IP55",
    desc: "Affordable earbuds with big drivers and Dolby Atmos support.",
  }),
  earbud({
    brand: "Nothing", model: "Nothing Ear a", name: "Nothing Ear (a)", price: 14999, look: "stem",
    colors: ["Black", "White", "Yellow"], driver: "11 mm", anc: "45 dB smart ANC", battery: "9.5 h (42.5 h with case)",
    charging: "USB-C", bt: BT53, water: "IP54",
    desc: "Transparent design, LDAC audio and a bold yellow option.",
  }),
  earbud({
    brand: "Realme", model: "Realme Buds Air 6", price: 7499, look: "stem",
    colors: ["Forest Green", "Flame Silver"], driver: "12.4 mm", anc: "50 dB ANC", battery: "12 h (40 h with case)",
    charging: "USB-C", bt: BT53, water: "IP55",
    desc: "LDAC Hi-Res audio and 50 dB ANC at a mid-range price.",
  }),
  earbud({
    brand: "Oraimo", model: "FreePods 4", name: "Oraimo FreePods 4", price: 4999, look: "stem",
    colors: ["Black", "White"], driver: "10 mm", anc: "Active", battery: "Up to 35.5 h total",
    charging: "USB-C", bt: BT53, water: "IPX5",
    desc: "ANC earbuds with deep bass at a very affordable price.",
  }),
  earbud({
    brand: "Anker", model: "Soundcore Liberty 4 NC", name: "Anker Soundcore Liberty 4 NC", price: 13999, look: "stem",
    colors: ["Black", "White", "Navy Blue"], driver: "11 mm", anc: "Adaptive ANC 2.0", battery: "10 h (50 h with case)",
    charging: "USB-C, wireless", bt: BT53, water: "IPX4",
    desc: "Very effective noise cancelling with LDAC and app EQ.",
  }),
  earbud({
    brand: "Huawei", model: "FreeBuds 5i", name: "Huawei FreeBuds 5i", price: 9999, look: "",
    colors: ["Nebula Black", "Ceramic White", "Isle Blue"], driver: "11 mm", anc: "42 dB multi-mode ANC", battery: "7.5 h (28 h with case)",
    charging: "USB-C", bt: "5.2", water: "IP54",
    desc: "Hi-Res certified earbuds with multi-mode noise cancelling.",
  }),
];

export const SPEAKERS: ProductDef[] = [
  speaker({
    brand: "JBL", model: "JBL Flip 6", price: 16999, look: "capsule", extras: ["caraousel"],
    colors: ["Black", "Blue", "Red", "Teal"], output: "30W", battery: "12 hours", bt: "5.1", water: "IP67", drivers: "Racetrack woofer + tweeter", weight: "550 g",
    desc: "A waterproof, dustproof speaker with bold JBL Pro sound for picnics and hikes.",
  }),
  speaker({
    brand: "JBL", model: "JBL Charge 5", price: 23999, look: "capsule",
    colors: ["Black", "Blue", "Red", "Gray"], output: "40W", battery: "20 hours", bt: "5.1", water: "IP67", drivers: "Woofer + tweeter", weight: "960 g",
    desc: "Plays for 20 hours and charges your phone from its built-in power bank.", hi: "Built-in power bank",
  }),
  speaker({
    brand: "JBL", model: "JBL Go 4", price: 5999, look: "mini",
    colors: ["Black", "Blue", "Red", "Pink"], output: "4.2W", battery: "7 hours", bt: BT53, water: "IP67", drivers: "Full-range driver", weight: "190 g",
    desc: "Pocket-sized JBL speaker with surprisingly full sound.",
  }),
  speaker({
    brand: "JBL", model: "JBL Clip 5", price: 8999, look: "clip",
    colors: ["Black", "Blue", "Purple"], output: "7W", battery: "12 hours", bt: BT53, water: "IP67", drivers: "Full-range driver", weight: "285 g",
    desc: "Clip it to your bag with the built-in carabiner and take it anywhere.",
  }),
  speaker({
    brand: "JBL", model: "JBL PartyBox 110", price: 59999, look: "party", extras: ["banner"],
    colors: ["Black"], output: "160W", battery: "12 hours", bt: "5.1", water: "IPX4", drivers: "2x 5.25-inch woofers, 2x 2.25-inch tweeters", weight: "10.9 kg",
    desc: "Big party sound with a dynamic light show, mic and guitar inputs.", hi: "Light show synced to the music",
  }),
  speaker({
    brand: "JBL", model: "JBL Xtreme 3", price: 36999, look: "capsule",
    colors: ["Black", "Blue"], output: "100W", battery: "15 hours", bt: "5.1", water: "IP67", drivers: "2x woofers, 2x tweeters", weight: "1.97 kg",
    desc: "A powerful outdoor speaker with a shoulder strap and power-bank output.",
  }),
  speaker({
    brand: "Sony", model: "SRS-XB100", name: "Sony SRS-XB100", price: 7499, look: "mini",
    colors: ["Black", "Blue", "Orange"], output: "Mono", battery: "16 hours", bt: BT53, water: "IP67", drivers: "Full-range + passive radiator", weight: "274 g",
    desc: "A compact, tough speaker with a strap and clear call microphone.",
  }),
  speaker({
    brand: "Sony", model: "SRS-XE200", name: "Sony SRS-XE200", price: 15999, look: "capsule",
    colors: ["Black", "Blue", "Light Gray"], output: "Stereo", battery: "16 hours", bt: "5.2", water: "IP67", drivers: "X-Balanced driver, line-shape diffuser", weight: "1.1 kg",
    desc: "Wide sound dispersion makes it great for group gatherings outdoors.",
  }),
  speaker({
    brand: "Sony", model: "ULT Field 1", name: "Sony ULT Field 1", price: 18999, look: "capsule",
    colors: ["Black", "Off White", "Forest Gray"], output: "Stereo", battery: "12 hours", bt: BT53, water: "IP67", drivers: "Woofer + tweeter", weight: "650 g",
    desc: "Deep ULT bass in a rugged, shockproof body.",
  }),
  speaker({
    brand: "Marshall", model: "Emberton II", name: "Marshall Emberton II", price: 23999, look: "box",
    colors: ["Black and Brass", "Cream White"], output: "20W", battery: "30+ hours", bt: "5.1", water: "IP67", drivers: "2x full-range + 2x passive radiators", weight: "700 g",
    desc: "Iconic Marshall styling with 360-degree True Stereophonic sound.",
  }),
  speaker({
    brand: "Marshall", model: "Willen", name: "Marshall Willen", price: 12999, look: "box",
    colors: ["Black and Brass", "Cream White"], output: "10W", battery: "15+ hours", bt: "5.1", water: "IP67", drivers: "Full-range + passive radiator", weight: "310 g",
    desc: "Marshall's smallest speaker with a strap to hang it anywhere.",
  }),
  speaker({
    brand: "Marshall", model: "Stanmore III", name: "Marshall Stanmore III", price: 64999, look: "box", stock: 0,
    colors: ["Black", "Cream White", "Brown"], output: "80W", battery: "Mains powered", bt: BT53, water: "Not rated", drivers: "Woofer + 2x tweeters", weight: "4.25 kg",
    desc: "A classic home speaker with amp-style knobs. Currently sold out.",
  }),
  speaker({
    brand: "Anker", model: "Soundcore Motion 300", name: "Anker Soundcore Motion 300", price: 11999, look: "box",
    colors: ["Mirage Black", "Frost Blue", "Fern Green"], output: "30W", battery: "13 hours", bt: BT53, water: "IPX7", drivers: "2x full-range + tweeter", weight: "880 g",
    desc: "Hi-Res wireless audio with LDAC in a compact speaker.",
  }),
  speaker({
    brand: "Anker", model: "Soundcore 2", name: "Anker Soundcore 2", price: 5499, look: "capsule",
    colors: ["Black", "Blue", "Red"], output: "12W", battery: "24 hours", bt: "5.0", water: "IPX7", drivers: "Dual drivers with BassUp", weight: "414 g",
    desc: "Long battery life and BassUp technology at an easy price.",
  }),
  speaker({
    brand: "boAt", model: "Stone 352", name: "boAt Stone 352", price: 3499, look: "capsule",
    colors: ["Active Black", "Raging Red", "Blue"], output: "10W", battery: "12 hours", bt: "5.0", water: "IPX7", drivers: "52 mm driver", weight: "420 g",
    desc: "An affordable waterproof speaker with boAt signature sound.",
  }),
  speaker({
    brand: "Xiaomi", model: "Sound Outdoor 30W", name: "Xiaomi Sound Outdoor 30W", price: 8499, look: "capsule",
    colors: ["Black", "Blue", "Red"], output: "30W", battery: "12 hours", bt: BT53, water: "IP67", drivers: "Woofer + 2x passive radiators", weight: "680 g",
    desc: "A rugged 30W speaker that pairs two units for stereo.",
  }),
];
