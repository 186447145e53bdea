/**
 * Constructors that turn short per-category records into ProductDefs with spec tables
 * and feature bullets, so the data files stay readable.
 */
import type { Extra, ProductDef } from "./types.js";

interface Common {
  brand: string;
  model: string;
  name?: string;
  colors: string[];
  desc: string;
  /** extra bullet shown first in key features */
  hi?: string;
  look?: string;
  extras?: Extra[];
  off?: number;
  stock?: number;
  ship?: boolean;
}

function base(c: Common): Omit<ProductDef, "category" | "features"> {
  const def: Omit<ProductDef, "category" | "features"> = {
    brand: c.brand,
    modelName: c.model,
    colors: c.colors,
    description: c.desc,
  };
  if (c.name !== undefined) def.name = c.name;
  if (c.look !== undefined) def.look = c.look;
  if (c.extras !== undefined) def.extras = c.extras;
  if (c.off !== undefined) def.off = c.off;
  if (c.stock !== undefined) def.stock = c.stock;
  if (c.ship !== undefined) def.freeShipping = c.ship;
  return def;
}

function parts(variants: [string, number][], index: number): string {
  const values = variants.map(([v]) => v.split("/")[index]?.trim()).filter((v): v is string => Boolean(v));
  return [...new Set(values)].join(" / ");
}

const withHi = (hi: string | undefined, rest: string[]) => (hi ? [hi, ...rest] : rest);

export interface PhoneIn extends Common {
  display: string;
  chip: string;
  cam: string;
  front: string;
  battery: string;
  charge: string;
  os: string;
  net?: string;
  /** RAM when the variant names only give storage (iPhones) */
  ram?: string;
  v: [string, number][];
}

export function phone(p: PhoneIn): ProductDef {
  const storageOnly = p.v.every(([v]) => !v.includes("/"));
  return {
    ...base(p),
    category: "Phone",
    variants: p.v,
    specs: {
      Display: p.display,
      Processor: p.chip,
      RAM: p.ram ?? parts(p.v, 0),
      Storage: storageOnly ? parts(p.v, 0) : parts(p.v, 1),
      "Rear Camera": p.cam,
      "Front Camera": p.front,
      Battery: p.battery,
      Charging: p.charge,
      OS: p.os,
      Network: p.net ?? "5G, 4G LTE, Dual SIM",
    },
    features: withHi(p.hi, [
      `${p.display} display`,
      `${p.chip} processor`,
      `${p.cam} rear camera, ${p.front} selfie camera`,
      `${p.battery} battery with ${p.charge} charging`,
    ]),
  };
}

export interface LaptopIn extends Common {
  display: string;
  cpu: string;
  gpu: string;
  battery: string;
  weight: string;
  os?: string;
  ports: string;
  v: [string, number][];
}

export function laptop(p: LaptopIn): ProductDef {
  return {
    ...base(p),
    category: "Laptop",
    variants: p.v,
    specs: {
      Display: p.display,
      Processor: p.cpu,
      Graphics: p.gpu,
      RAM: parts(p.v, 0),
      Storage: `${parts(p.v, 1)} SSD`,
      Battery: p.battery,
      Weight: p.weight,
      OS: p.os ?? "Windows 11 Home",
      Ports: p.ports,
    },
    features: withHi(p.hi, [`${p.display} display`, `${p.cpu} with ${p.gpu}`, `${p.battery} battery`, `Weighs ${p.weight}`]),
  };
}

export interface ChargerIn extends Common {
  price: number;
  output: string;
  ports: string;
  fast: string;
  cable: string;
  tag: string;
}

export function charger(p: ChargerIn): ProductDef {
  return {
    ...base(p),
    category: "Charger",
    price: p.price,
    tag: p.tag,
    specs: { Output: p.output, Ports: p.ports, Input: "100-240V AC, 50/60Hz", "Fast Charging": p.fast, Cable: p.cable },
    features: withHi(p.hi, [`${p.output} output`, p.ports, `Supports ${p.fast}`, "Works on Nepal's 230V mains supply"]),
  };
}

export interface PowerbankIn extends Common {
  price: number;
  capacity: string;
  output: string;
  input: string;
  ports: string;
  weight: string;
  tag: string;
}

export function powerbank(p: PowerbankIn): ProductDef {
  return {
    ...base(p),
    category: "Powerbank",
    price: p.price,
    tag: p.tag,
    specs: { Capacity: p.capacity, Output: p.output, Input: p.input, Ports: p.ports, Weight: p.weight },
    features: withHi(p.hi, [`${p.capacity} capacity`, `${p.output} maximum output`, p.ports, `Weighs ${p.weight}`]),
  };
}

export interface EarbudIn extends Common {
  price: number;
  driver: string;
  anc: string;
  battery: string;
  bt: string;
  water: string;
  charging: string;
}

export function earbud(p: EarbudIn): ProductDef {
  return {
    ...base(p),
    category: "Earbud",
    price: p.price,
    specs: {
      Driver: p.driver,
      ANC: p.anc,
      "Battery Life": p.battery,
      Charging: p.charging,
      Bluetooth: p.bt,
      "Water Resistance": p.water,
    },
    features: withHi(p.hi, [`${p.driver} drivers`, `Noise cancellation: ${p.anc}`, `Battery: ${p.battery}`, `${p.water} splash resistance`]),
  };
}

export interface WatchIn extends Common {
  price?: number;
  v?: [string, number][];
  display: string;
  battery: string;
  sensors: string;
  water: string;
  gps: string;
  works: string;
}

export function watch(p: WatchIn): ProductDef {
  const def: ProductDef = {
    ...base(p),
    category: "Smartwatch",
    specs: {
      Display: p.display,
      "Battery Life": p.battery,
      Sensors: p.sensors,
      "Water Resistance": p.water,
      GPS: p.gps,
      Compatibility: p.works,
    },
    features: withHi(p.hi, [`${p.display} display`, `Up to ${p.battery} battery`, p.sensors, `${p.water} water resistance`]),
  };
  if (p.v) def.variants = p.v;
  if (p.price !== undefined) def.price = p.price;
  return def;
}

export interface SpeakerIn extends Common {
  price: number;
  output: string;
  battery: string;
  bt: string;
  water: string;
  drivers: string;
  weight: string;
}

export function speaker(p: SpeakerIn): ProductDef {
  return {
    ...base(p),
    category: "Speaker",
    price: p.price,
    specs: {
      "Output Power": p.output,
      "Battery Life": p.battery,
      Bluetooth: p.bt,
      "Water Resistance": p.water,
      Drivers: p.drivers,
      Weight: p.weight,
    },
    features: withHi(p.hi, [`${p.output} output`, `Battery: ${p.battery}`, `${p.water} rated`, `Bluetooth ${p.bt}`]),
  };
}

export interface FitIn extends Common {
  /** product line shown in the name, e.g. "Ultra Hybrid Case" */
  line: string;
  price: number;
  fits: string[];
  feats: string[];
}

/** Cover: name "Brand Line (first fitting model)"; the storefront swaps the bracket. */
export function cover(p: FitIn): ProductDef {
  return {
    ...base(p),
    name: p.name ?? `${p.brand} ${p.line} (${p.fits[0]})`,
    category: "Cover",
    price: p.price,
    fits: p.fits,
    features: withHi(p.hi, p.feats),
  };
}

/** Screen protector: same naming as covers, packs are added by the builder. */
export function protector(p: FitIn): ProductDef {
  return {
    ...base(p),
    name: p.name ?? `${p.brand} ${p.line} (${p.fits[0]})`,
    category: "Screen Protector",
    price: p.price,
    fits: p.fits,
    features: withHi(p.hi, p.feats),
  };
}
