import type { BrandDef } from "./types.js";

/**
 * Brands (subcategories) sold in the demo shop. Colours are approximations of each
 * brand's usual wordmark colour; logos are plain text wordmarks drawn by us.
 */
export const BRANDS: BrandDef[] = [
  { name: "Apple", color: "#1d1d1f", main: "Phone" },
  { name: "Samsung", word: "SAMSUNG", color: "#1428a0", main: "Phone" },
  { name: "Xiaomi", color: "#ff6900", main: "Phone" },
  { name: "Redmi", color: "#e4352b", main: "Phone" },
  { name: "Poco", word: "POCO", color: "#111111", bg: "#ffd400", main: "Phone" },
  { name: "OnePlus", color: "#eb0029", main: "Phone" },
  { name: "Vivo", word: "vivo", color: "#415fff", main: "Phone" },
  { name: "Oppo", word: "OPPO", color: "#1ba784", main: "Phone" },
  { name: "Realme", word: "realme", color: "#111111", bg: "#ffc915", main: "Phone" },
  { name: "Honor", word: "HONOR", color: "#0f172a", main: "Phone" },
  { name: "Nothing", word: "NOTHING", color: "#111111", font: "mono", main: "Phone" },
  {
    name: "Google",
    color: "#4285f4",
    letters: ["#4285f4", "#ea4335", "#fbbc05", "#4285f4", "#34a853", "#ea4335"],
    main: "Phone",
  },
  { name: "Motorola", word: "motorola", color: "#2f5bea", main: "Phone" },
  { name: "Infinix", color: "#14a44d", main: "Phone" },
  { name: "Tecno", word: "TECNO", color: "#0061ff", main: "Phone" },
  { name: "Asus", word: "ASUS", color: "#00539b", main: "Laptop" },
  { name: "Lenovo", color: "#ffffff", bg: "#e2231a", main: "Laptop" },
  { name: "HP", word: "hp", color: "#0096d6", font: "serif", main: "Laptop" },
  { name: "Dell", word: "DELL", color: "#007db8", main: "Laptop" },
  { name: "Acer", word: "acer", color: "#83b81a", main: "Laptop" },
  { name: "MSI", word: "msi", color: "#e60012", main: "Laptop" },
  { name: "Anker", word: "ANKER", color: "#00a7e1", main: "Powerbank" },
  { name: "Baseus", color: "#222222", main: "Charger" },
  { name: "Ugreen", word: "UGREEN", color: "#15a24a", main: "Charger" },
  { name: "Spigen", color: "#d7141a", main: "Cover" },
  { name: "ESR", color: "#0052d9", main: "Screen Protector" },
  { name: "JBL", color: "#ffffff", bg: "#ff6a00", main: "Speaker" },
  { name: "Sony", word: "SONY", color: "#000000", font: "serif", main: "Earbud" },
  { name: "boAt", color: "#e20613", main: "Earbud" },
  { name: "Amazfit", word: "AMAZFIT", color: "#111111", main: "Smartwatch" },
  { name: "Huawei", word: "HUAWEI", color: "#cf0a2c", main: "Smartwatch" },
  { name: "Marshall", color: "#f5f0e6", bg: "#111111", font: "script", main: "Speaker" },
  { name: "Oraimo", word: "oraimo", color: "#7cb928", main: "Earbud" },
];

export const BRAND_NAMES = new Set(BRANDS.map((b) => b.name));
