import { watch } from "./defs.js";
import type { ProductDef } from "./types.js";

const IPHONE = "iPhone only";
const ANDROID_IOS = "Android and iOS";
const HEALTH = "Heart rate, SpO2, sleep tracking";

export const WATCHES: ProductDef[] = [
  watch({
    brand: "Apple", model: "Apple Watch Series 10", look: "square",
    v: [["42mm GPS", 64999], ["46mm GPS", 69999], ["46mm GPS + Cellular", 84999]],
    colors: ["Jet Black", "Rose Gold", "Silver"], display: "Wide-angle OLED, always-on", battery: "18 hours",
    sensors: "ECG, heart rate, SpO2, temperature, sleep apnoea alerts", water: "WR50", gps: "Yes, dual-frequency", works: IPHONE,
    desc: "The thinnest Apple Watch yet, with the biggest display and faster charging.",
  }),
  watch({
    brand: "Apple", model: "Apple Watch SE 2", name: "Apple Watch SE (2nd generation)", look: "square",
    v: [["40mm GPS", 37999], ["44mm GPS", 41999]],
    colors: ["Midnight Black", "Starlight White", "Silver"], display: "Retina OLED", battery: "18 hours",
    sensors: "Heart rate, crash and fall detection", water: "WR50", gps: "Yes", works: IPHONE,
    desc: "The essential Apple Watch for fitness, notifications and safety features.",
  }),
  watch({
    brand: "Apple", model: "Apple Watch Ultra 2", look: "square", extras: ["banner"],
    v: [["49mm GPS + Cellular", 134999]],
    colors: ["Natural Titanium", "Black Titanium"], display: "3000-nit always-on OLED", battery: "36 hours (72 h low power)",
    sensors: "ECG, heart rate, SpO2, depth gauge, water temperature", water: "WR100, EN13319 dive rated", gps: "Precision dual-frequency", works: IPHONE,
    desc: "A rugged titanium watch built for trekking, diving and endurance sports.",
    hi: "Programmable Action button and 86 dB siren",
  }),
  watch({
    brand: "Samsung", model: "Galaxy Watch7", look: "round", extras: ["caraousel"],
    v: [["40mm Bluetooth", 44999], ["44mm Bluetooth", 48999]],
    colors: ["Green", "Silver", "Cream"], display: "Super AMOLED, sapphire crystal", battery: "40 hours",
    sensors: "BioActive sensor: heart rate, ECG, body composition", water: "5ATM + IP68", gps: "Yes, dual-frequency", works: "Android (Galaxy recommended)",
    desc: "Galaxy AI health insights and accurate dual-frequency GPS for runners.",
  }),
  watch({
    brand: "Samsung", model: "Galaxy Watch6", look: "round",
    v: [["40mm Bluetooth", 32999], ["44mm Bluetooth", 35999]],
    colors: ["Graphite Gray", "Gold", "Silver"], display: "Super AMOLED", battery: "40 hours",
    sensors: "Heart rate, ECG, body composition", water: "5ATM + IP68", gps: "Yes", works: "Android (Galaxy recommended)",
    desc: "A larger screen and slimmer bezels than the Watch5, now at a better price.",
  }),
  watch({
    brand: "Samsung", model: "Galaxy Watch6 Classic", look: "round bezel",
    v: [["43mm Bluetooth", 47999], ["47mm Bluetooth", 51999]],
    colors: ["Black", "Silver"], display: "Super AMOLED", battery: "40 hours",
    sensors: "Heart rate, ECG, body composition", water: "5ATM + IP68", gps: "Yes", works: "Android (Galaxy recommended)",
    desc: "The rotating bezel is back: a classic watch look with smart health tracking.",
    hi: "Rotating bezel for quick navigation",
  }),
  watch({
    brand: "Samsung", model: "Galaxy Watch FE", look: "round", price: 25999,
    colors: ["Black", "Silver", "Pink Gold"], display: "Super AMOLED, sapphire crystal", battery: "40 hours",
    sensors: "Heart rate, ECG, body composition", water: "5ATM + IP68", gps: "Yes", works: "Android (Galaxy recommended)",
    desc: "The most affordable Galaxy Watch with full Wear OS.",
  }),
  watch({
    brand: "Amazfit", model: "Amazfit GTR 4", look: "round bezel", price: 24999,
    colors: ["Superspeed Black", "Vintage Brown", "Racetrack Gray"], display: "1.43-inch AMOLED", battery: "14 days",
    sensors: HEALTH, water: "5ATM", gps: "Dual-band, 6 satellite systems", works: ANDROID_IOS,
    desc: "Two weeks of battery and accurate dual-band GPS in a classic round design.",
  }),
  watch({
    brand: "Amazfit", model: "Amazfit GTS 4 Mini", look: "square", price: 12999,
    colors: ["Midnight Black", "Moonlight White", "Mint Blue", "Flamingo Pink"], display: "1.65-inch AMOLED", battery: "15 days",
    sensors: HEALTH, water: "5ATM", gps: "Yes, 5 satellite systems", works: ANDROID_IOS,
    desc: "A light, slim watch with built-in GPS and 120 sports modes.",
  }),
  watch({
    brand: "Amazfit", model: "Amazfit Bip 5", look: "square", price: 10999,
    colors: ["Soft Black", "Cream White", "Pastel Pink"], display: "1.91-inch LCD", battery: "10 days",
    sensors: HEALTH, water: "IP68", gps: "Yes", works: ANDROID_IOS,
    desc: "A big-screen smartwatch with Bluetooth calling and GPS at a budget price.",
  }),
  watch({
    brand: "Amazfit", model: "Amazfit Balance", look: "round", price: 32999, stock: 0,
    colors: ["Midnight Black", "Sunset Gray"], display: "1.5-inch AMOLED", battery: "14 days",
    sensors: "Body composition, readiness score, heart rate, SpO2", water: "5ATM", gps: "Dual-band", works: ANDROID_IOS,
    desc: "Focuses on recovery and stress balance with body-composition scanning. New stock expected soon.",
  }),
  watch({
    brand: "Huawei", model: "Huawei Watch GT 4 46mm", look: "round bezel", price: 29999,
    colors: ["Black", "Brown", "Green"], display: "1.43-inch AMOLED", battery: "14 days",
    sensors: HEALTH, water: "5ATM", gps: "Dual-band, 5 systems", works: ANDROID_IOS,
    desc: "An elegant octagonal design with two-week battery life.",
  }),
  watch({
    brand: "Huawei", model: "Huawei Watch Fit 3", look: "square", price: 19999,
    colors: ["Black", "White", "Pink", "Green"], display: "1.82-inch AMOLED", battery: "10 days",
    sensors: HEALTH, water: "5ATM", gps: "Yes", works: ANDROID_IOS,
    desc: "A thin, light fitness watch with a big square screen.",
  }),
  watch({
    brand: "Redmi", model: "Redmi Watch 4", look: "square", price: 13999,
    colors: ["Obsidian Black", "Silver Gray"], display: "1.97-inch AMOLED", battery: "20 days",
    sensors: HEALTH, water: "5ATM", gps: "Yes, 5 systems", works: ANDROID_IOS,
    desc: "An aluminium frame, rotating crown and 20-day battery for the price of a budget phone.",
  }),
  watch({
    brand: "Xiaomi", model: "Xiaomi Smart Band 8", look: "band", price: 5999,
    colors: ["Graphite Black", "Champagne Gold"], display: "1.62-inch AMOLED", battery: "16 days",
    sensors: HEALTH, water: "5ATM", gps: "Connected GPS (via phone)", works: ANDROID_IOS,
    desc: "A slim fitness band that tracks steps, sleep and workouts for over two weeks.",
  }),
  watch({
    brand: "OnePlus", model: "OnePlus Watch 2", look: "round", price: 37999,
    colors: ["Black Steel", "Radiant Silver"], display: "1.43-inch AMOLED, sapphire", battery: "100 hours smart mode",
    sensors: HEALTH, water: "5ATM + IP68", gps: "Dual-frequency", works: "Android",
    desc: "Wear OS with a dual-chip design that lasts up to four days.",
  }),
  watch({
    brand: "Oraimo", model: "Oraimo Watch 4 Plus", look: "square", price: 6499,
    colors: ["Black", "Navy Blue"], display: "1.43-inch AMOLED", battery: "7 days",
    sensors: "Heart rate, SpO2, sleep tracking", water: "IP68", gps: "Connected GPS (via phone)", works: ANDROID_IOS,
    desc: "An AMOLED smartwatch with Bluetooth calling at a pocket-friendly price.",
  }),
];
