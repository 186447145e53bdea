import { charger, powerbank } from "./defs.js";
import type { ProductDef } from "./types.js";

const C_CABLE = "USB-C to USB-C cable included";
const NO_CABLE = "Not included";

export const CHARGERS: ProductDef[] = [
  charger({
    brand: "Apple", model: "20W USB-C Power Adapter", price: 3299, tag: "20W", look: "1p", colors: ["White"],
    output: "20W", ports: "1x USB-C", fast: "USB Power Delivery", cable: NO_CABLE,
    desc: "Apple's official compact charger; charges an iPhone to 50% in about 30 minutes.",
  }),
  charger({
    brand: "Apple", model: "35W Dual USB-C Port Compact Power Adapter", price: 6999, tag: "35W", look: "2p", colors: ["White"],
    output: "35W shared", ports: "2x USB-C", fast: "USB Power Delivery", cable: NO_CABLE,
    desc: "Charge an iPhone and AirPods or a MacBook Air from one compact adapter.",
  }),
  charger({
    brand: "Apple", model: "MagSafe Charger 1m", name: "Apple MagSafe Charger (1 m)", price: 6499, tag: "25W", look: "puck", colors: ["White"],
    output: "Up to 25W with a 30W adapter", ports: "USB-C cable", fast: "MagSafe, Qi2", cable: "1 m braided cable, built in",
    desc: "Magnetic wireless charger that snaps onto iPhone 12 and newer.",
  }),
  charger({
    brand: "Samsung", model: "EP-T2510 25W Power Adapter", name: "Samsung 25W Super Fast Charger", price: 2499, tag: "25W", look: "1p", colors: ["Black", "White"],
    output: "25W", ports: "1x USB-C", fast: "Super Fast Charging, USB PD 3.0 PPS", cable: C_CABLE,
    desc: "Samsung's official 25W charger for Galaxy A and S phones.",
  }),
  charger({
    brand: "Samsung", model: "EP-T4510 45W Power Adapter", name: "Samsung 45W Super Fast Charger 2.0", price: 4499, tag: "45W", look: "1p", colors: ["Black"],
    output: "45W", ports: "1x USB-C", fast: "Super Fast Charging 2.0, USB PD 3.0 PPS", cable: "5A USB-C cable included",
    desc: "The fastest charger for the Galaxy S24+ and S24 Ultra.",
  }),
  charger({
    brand: "Samsung", model: "EP-P2400 Wireless Charger Pad", name: "Samsung 15W Wireless Charger Pad", price: 3999, tag: "15W", look: "pad", colors: ["Black", "White"],
    output: "15W wireless", ports: "USB-C input", fast: "Fast Wireless Charging 2.0, Qi", cable: "USB-C cable included",
    desc: "A slim pad for phones and Galaxy Buds that support wireless charging.",
  }),
  charger({
    brand: "Anker", model: "511 Charger Nano 3 30W", name: "Anker 511 Charger (Nano 3, 30W)", price: 2999, tag: "30W", look: "1p",
    colors: ["Arctic White", "Misty Blue", "Phantom Black"],
    output: "30W", ports: "1x USB-C", fast: "USB PD, PPS", cable: NO_CABLE, hi: "GaN technology, about the size of an AirPods case",
    desc: "A tiny GaN charger that is enough for an iPhone, Galaxy or even a MacBook Air.",
  }),
  charger({
    brand: "Anker", model: "735 Charger Nano II 65W", name: "Anker 735 Charger (Nano II 65W)", price: 6999, tag: "65W", look: "3p", colors: ["Black"],
    output: "65W max", ports: "2x USB-C, 1x USB-A", fast: "USB PD, PowerIQ 3.0", cable: NO_CABLE,
    desc: "Charges a laptop, phone and earbuds at the same time from one plug.",
  }),
  charger({
    brand: "Anker", model: "313 Wireless Charger Pad", name: "Anker 313 Wireless Charger (Pad)", price: 2499, tag: "10W", look: "pad", colors: ["Black"],
    output: "10W wireless", ports: "Micro-USB input", fast: "Qi 10W / 7.5W", cable: "Micro-USB cable included",
    desc: "A simple, reliable wireless pad for the bedside table.",
  }),
  charger({
    brand: "Baseus", model: "GaN5 Pro 65W", name: "Baseus GaN5 Pro 65W Fast Charger", price: 4999, tag: "65W", look: "2p", colors: ["Black", "White"],
    output: "65W max", ports: "1x USB-C, 1x USB-A", fast: "USB PD 3.0, QC 4+", cable: "100W USB-C cable included",
    desc: "Compact GaN charger with a 100W cable, enough for most laptops.",
  }),
  charger({
    brand: "Baseus", model: "Super Si 20W Quick Charger", price: 1299, tag: "20W", look: "1p", colors: ["White"], ship: false,
    output: "20W", ports: "1x USB-C", fast: "USB PD", cable: NO_CABLE,
    desc: "An affordable 20W fast charger for iPhones and Android phones.",
  }),
  charger({
    brand: "Ugreen", model: "Nexode 65W GaN Charger", price: 5999, tag: "65W", look: "3p", colors: ["Black", "White"],
    output: "65W max", ports: "2x USB-C, 1x USB-A", fast: "USB PD 3.0, PPS, QC 4+", cable: NO_CABLE,
    desc: "One charger for your laptop, phone and watch when travelling.",
  }),
  charger({
    brand: "Ugreen", model: "Nexode 100W 4-Port GaN Charger", price: 8999, tag: "100W", look: "4p", colors: ["Space Gray"],
    output: "100W max", ports: "3x USB-C, 1x USB-A", fast: "USB PD 3.0, PPS", cable: "100W USB-C cable included",
    desc: "Powerful desktop-class charger for a MacBook Pro plus three more devices.",
  }),
  charger({
    brand: "Ugreen", model: "20W USB-C PD Charger", price: 1499, tag: "20W", look: "1p", colors: ["White"], ship: false,
    output: "20W", ports: "1x USB-C", fast: "USB PD 3.0", cable: NO_CABLE,
    desc: "A small, reliable fast charger at a budget price.",
  }),
  charger({
    brand: "Xiaomi", model: "67W Charging Combo Type-A", name: "Xiaomi 67W Charging Combo", price: 3299, tag: "67W", look: "1p", colors: ["White"],
    output: "67W", ports: "1x USB-A", fast: "Xiaomi Turbo Charging, QC 3.0", cable: "USB-A to USB-C 6A cable included",
    desc: "Official charger for Redmi Note and Poco phones with 67W turbo charging.",
  }),
  charger({
    brand: "Xiaomi", model: "120W HyperCharge Combo", name: "Xiaomi 120W HyperCharge Combo", price: 4499, tag: "120W", look: "1p", colors: ["White"],
    output: "120W", ports: "1x USB-A", fast: "Xiaomi HyperCharge", cable: "USB-A to USB-C 6A cable included",
    desc: "Full-speed charging for the Redmi Note 13 Pro+ and Xiaomi 14T Pro.",
  }),
  charger({
    brand: "OnePlus", model: "SUPERVOOC 80W Power Adapter", name: "OnePlus SUPERVOOC 80W Power Adapter", price: 4499, tag: "80W", look: "1p", colors: ["White"],
    output: "80W", ports: "1x USB-A", fast: "SUPERVOOC, USB PD", cable: "USB-A to USB-C cable included",
    desc: "The official OnePlus charger for full-speed SUPERVOOC charging.",
  }),
];

export const POWERBANKS: ProductDef[] = [
  powerbank({
    brand: "Anker", model: "PowerCore 10000", price: 3299, tag: "10000mAh", look: "", colors: ["Black"],
    capacity: "10000 mAh", output: "12W", input: "Micro-USB 10W", ports: "1x USB-A out", weight: "180 g",
    desc: "Anker's best-selling pocket power bank; charges most phones more than twice.",
  }),
  powerbank({
    brand: "Anker", model: "PowerCore 20000", price: 4999, tag: "20000mAh", look: "", colors: ["Black", "White"],
    capacity: "20000 mAh", output: "15W", input: "USB-C / Micro-USB", ports: "2x USB-A out", weight: "356 g",
    desc: "Enough power for a long trek or a week of load-shedding-free phone use.",
  }),
  powerbank({
    brand: "Anker", model: "737 Power Bank PowerCore 24K", name: "Anker 737 Power Bank (PowerCore 24K)", price: 13999, tag: "24000mAh", look: "display", extras: ["banner"],
    colors: ["Black"], hi: "Smart digital display shows power in and out",
    capacity: "24000 mAh", output: "140W", input: "USB-C 140W", ports: "2x USB-C, 1x USB-A", weight: "630 g",
    desc: "A 140W power bank that can charge a MacBook Pro at full speed.",
  }),
  powerbank({
    brand: "Anker", model: "622 Magnetic Battery MagGo", name: "Anker 622 Magnetic Battery (MagGo)", price: 6999, tag: "5000mAh", look: "mag",
    colors: ["Interstellar Gray", "Ice Lake Blue", "Misty Purple"], hi: "Foldable kickstand",
    capacity: "5000 mAh", output: "7.5W wireless, 20W USB-C", input: "USB-C 20W", ports: "1x USB-C", weight: "142 g",
    desc: "A magnetic battery that snaps onto the back of an iPhone with a built-in stand.",
  }),
  powerbank({
    brand: "Baseus", model: "Blade HD 20000mAh 100W", name: "Baseus Blade HD Power Bank 20000mAh 100W", price: 10999, tag: "20000mAh", look: "slim",
    colors: ["Black"],
    capacity: "20000 mAh", output: "100W", input: "USB-C 100W", ports: "2x USB-C, 2x USB-A", weight: "445 g",
    desc: "A thin laptop power bank that slips into a sleeve next to your laptop.",
  }),
  powerbank({
    brand: "Baseus", model: "Bipow Digital Display 20000mAh", name: "Baseus Bipow 20000mAh 20W Power Bank", price: 3499, tag: "20000mAh", look: "display",
    colors: ["Black", "White"],
    capacity: "20000 mAh", output: "20W", input: "USB-C / Micro-USB", ports: "1x USB-C, 2x USB-A", weight: "430 g",
    desc: "A big-capacity power bank with a digital percentage display.",
  }),
  powerbank({
    brand: "Baseus", model: "Magnetic Mini 10000mAh 20W", name: "Baseus Magnetic Mini Power Bank 10000mAh", price: 4499, tag: "10000mAh", look: "mag",
    colors: ["Black", "White", "Purple"],
    capacity: "10000 mAh", output: "20W wired, 7.5W wireless", input: "USB-C 20W", ports: "1x USB-C", weight: "196 g",
    desc: "Magnetic wireless power bank for iPhones, light enough for a jeans pocket.",
  }),
  powerbank({
    brand: "Ugreen", model: "Nexode Power Bank 20000mAh 130W", price: 9999, tag: "20000mAh", look: "display",
    colors: ["Space Gray"],
    capacity: "20000 mAh", output: "130W", input: "USB-C 100W", ports: "2x USB-C, 1x USB-A", weight: "490 g",
    desc: "Charges a laptop and a phone together, with a screen showing live wattage.",
  }),
  powerbank({
    brand: "Ugreen", model: "Power Bank 10000mAh 20W PD", name: "Ugreen 10000mAh 20W PD Power Bank", price: 2999, tag: "10000mAh", look: "",
    colors: ["Black", "White"],
    capacity: "10000 mAh", output: "20W", input: "USB-C 18W", ports: "1x USB-C, 1x USB-A", weight: "220 g",
    desc: "A compact 20W power bank that fast-charges iPhones and Android phones.",
  }),
  powerbank({
    brand: "Xiaomi", model: "Power Bank 20000mAh 50W", name: "Xiaomi 50W Power Bank 20000mAh", price: 5499, tag: "20000mAh", look: "",
    colors: ["Black"],
    capacity: "20000 mAh", output: "50W", input: "USB-C 45W", ports: "1x USB-C, 2x USB-A", weight: "430 g",
    desc: "Fast enough to top up a thin-and-light laptop or three phones.",
  }),
  powerbank({
    brand: "Xiaomi", model: "33W Power Bank 10000mAh Pocket Edition Pro", name: "Xiaomi 33W Power Bank Pocket Edition Pro", price: 3799, tag: "10000mAh", look: "",
    colors: ["Black", "Mint Green"],
    capacity: "10000 mAh", output: "33W", input: "USB-C 22.5W", ports: "1x USB-C, 1x USB-A", weight: "210 g",
    desc: "Lipstick-shaped power bank that still delivers 33W.",
  }),
  powerbank({
    brand: "Redmi", model: "Redmi Power Bank 20000mAh 18W", price: 2999, tag: "20000mAh", look: "",
    colors: ["Black", "White"],
    capacity: "20000 mAh", output: "18W", input: "USB-C / Micro-USB 18W", ports: "2x USB-A", weight: "434 g",
    desc: "Great value 20000 mAh capacity for trips outside the valley.",
  }),
  powerbank({
    brand: "Oraimo", model: "Traveler 4 20000mAh", name: "Oraimo Traveler 4 20000mAh Power Bank", price: 3299, tag: "20000mAh", look: "display",
    colors: ["Black", "Blue"],
    capacity: "20000 mAh", output: "22.5W", input: "USB-C / Micro-USB", ports: "1x USB-C, 2x USB-A", weight: "420 g",
    desc: "A sturdy, affordable power bank with a battery percentage display.",
  }),
  powerbank({
    brand: "Samsung", model: "EB-P3400 Battery Pack 10000mAh", name: "Samsung 25W Battery Pack 10000mAh", price: 4499, tag: "10000mAh", look: "",
    colors: ["Beige", "Dark Gray"],
    capacity: "10000 mAh", output: "25W", input: "USB-C 25W", ports: "1x USB-C", weight: "196 g",
    desc: "Official Samsung battery pack with Super Fast Charging for Galaxy phones.",
  }),
];
