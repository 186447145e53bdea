import { SETUP_ITEMS, type SetupChecklist, type ShopSettings, type ShopSettingsDraft } from "@pasal/shared";
import { eq } from "drizzle-orm";
import { SHOP_LEGAL_PLACEHOLDERS, type Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { shopSettings } from "../../db/schema/index.js";
import { recordAudit } from "../admin/audit-service.js";
import type { Actor } from "../../lib/actor.js";

/** The SHOP_GRIEVANCE_OFFICER setting is one line ("Name, e-mail, phone"); its parts become the form's fields. */
function grievanceOfficerOf(config: Config): ShopSettings["grievanceOfficer"] {
  const parts = config.SHOP_GRIEVANCE_OFFICER.split(",").map((part) => part.trim());
  return {
    name: parts.find((part) => !part.includes("@") && !/\d{6,}/.test(part.replace(/\D/g, ""))) ?? "Grievance officer",
    email: parts.find((part) => part.includes("@")) ?? config.SHOP_EMAIL,
    phone: parts.find((part) => /^\+?[\d\s-]{7,}$/.test(part)) ?? config.SHOP_PHONES[0] ?? "",
  };
}

/**
 * The shop's legal and contact facts (docs/requirements/back-office.md#shop-settings): one row the owner
 * edits, read by GET /api/shop (footer, contact page) and the tax invoice. Until the owner saves it, the
 * SHOP_* settings answer. It is read from the database each time, so every instance shows a change at
 * once.
 */
export class ShopSettingsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  defaults(): ShopSettings {
    const c = this.config;
    return {
      businessName: c.SHOP_NAME,
      address: c.SHOP_ADDRESS,
      pan: c.SHOP_PAN,
      companyRegistrationNo: c.SHOP_REGISTRATION_NO,
      ecommerceListingNo: c.SHOP_ECOMMERCE_LISTING_NO,
      grievanceOfficer: grievanceOfficerOf(c),
      supportHours: c.SHOP_SUPPORT_HOURS,
      supportPhone: c.SHOP_PHONES[0] ?? "",
    };
  }

  async get(): Promise<ShopSettings> {
    return (await this.saved()) ?? this.defaults();
  }

  /** The owner's saved row, or null before the first save. */
  private async saved(): Promise<ShopSettings | null> {
    const [row] = await this.db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (!row) return null;
    const { id: _id, updatedAt: _updatedAt, ...settings } = row;
    return settings;
  }

  /**
   * What the storefront may print (footer, about page): the saved row, or before the first save
   * the SHOP_* settings without the shipped placeholders, so an unset legal fact is left out.
   */
  async forStorefront(): Promise<Partial<ShopSettings>> {
    const saved = await this.saved();
    if (saved) return saved;
    const c = this.config;
    const set = (name: keyof typeof SHOP_LEGAL_PLACEHOLDERS) => c[name] !== SHOP_LEGAL_PLACEHOLDERS[name];
    const { pan, companyRegistrationNo, ecommerceListingNo, grievanceOfficer, ...rest } = this.defaults();
    return {
      ...rest,
      ...(set("SHOP_PAN") ? { pan } : {}),
      ...(set("SHOP_REGISTRATION_NO") ? { companyRegistrationNo } : {}),
      ...(set("SHOP_ECOMMERCE_LISTING_NO") ? { ecommerceListingNo } : {}),
      ...(set("SHOP_GRIEVANCE_OFFICER") ? { grievanceOfficer } : {}),
    };
  }

  /**
   * The settings form's starting values (decision 030): the saved row, or before the first save the
   * SHOP_* settings with every shipped stand-in (000000000, "Not set", the sample grievance
   * officer) left empty, so the form never shows a placeholder as if it were the shop's.
   */
  async draft(): Promise<ShopSettingsDraft> {
    const saved = await this.saved();
    if (saved) return saved;
    const known = await this.forStorefront();
    return {
      ...this.defaults(),
      pan: known.pan ?? "",
      companyRegistrationNo: known.companyRegistrationNo ?? "",
      ecommerceListingNo: known.ecommerceListingNo ?? "",
      grievanceOfficer: known.grievanceOfficer ?? { name: "", phone: "", email: "" },
    };
  }

  /**
   * "Finish setting up your shop" (decision 030): the legal facts still empty in the form, and
   * whether the owner has saved the settings — tax invoices print only saved facts.
   */
  async checklist(): Promise<SetupChecklist> {
    const saved = (await this.saved()) !== null;
    const draft = await this.draft();
    const missing = SETUP_ITEMS.filter((item) => {
      const value = draft[item];
      return typeof value === "string" ? !value.trim() : !value.name.trim() || !value.email.trim() || !value.phone.trim();
    });
    return { complete: saved && missing.length === 0, saved, missing };
  }

  async put(settings: ShopSettings, actor: Actor): Promise<ShopSettings> {
    const before = await this.get();
    await this.db.transaction(async (tx) => {
      const values = { ...settings, updatedAt: new Date() };
      await tx
        .insert(shopSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shopSettings.id, set: values });
      await recordAudit(tx, { ...actor, action: "settings.update", entity: "shop_settings", entityId: "1", before, after: settings });
    });
    return this.get();
  }
}
