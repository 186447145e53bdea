import { randomBytes } from "node:crypto";
import type { ProductImage } from "@pasal/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { products, type ProductImage as StoredImage } from "../../db/schema/index.js";
import { badRequest, notFound } from "../../lib/http-error.js";
import type { CheckedFile } from "../../storage/checked-upload.js";
import type { FileStore } from "../../storage/file-store.js";
import { keyOfPublicUrl, removeUploads } from "../../storage/upload-store.js";
import { publicImage } from "../catalog/product-mapper.js";
import { recordAudit, type Actor } from "./audit-service.js";
import type { ProductAdminService } from "./product-admin-service.js";

/** The storefront's picture widths (cards, the product page, a zoomed view); none is larger than the upload. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const MAX_PRODUCT_IMAGES = 20;
/** Far beyond any camera, and refused before decoding: a small file cannot unpack into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Resizes one checked picture into WebP copies of each width (no larger than the original). */
export async function webpSizes(data: Buffer): Promise<{ width: number; height: number; data: Buffer }[]> {
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const { width = 0 } = await image.metadata().catch(() => {
    throw badRequest("The picture could not be read");
  });
  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))].filter((w) => w > 0);
  return Promise.all(
    widths.map(async (w) => {
      // rotate() applies the camera's orientation, then the metadata (and its location) is left out.
      const { data: webp, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, data: webp };
    }),
  );
}

/** Pictures of a product: upload (stored, resized), order and alt text, removal. */
export class ProductImageService {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly products: Pick<ProductAdminService, "write" | "announce">,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async add(productId: string, files: CheckedFile[], alt: string, actor: Actor): Promise<ProductImage[]> {
    const [current] = await this.db.select({ images: products.images }).from(products).where(eq(products.id, productId));
    if (!current) throw notFound("Product not found");
    if (current.images.length + files.length > MAX_PRODUCT_IMAGES) throw badRequest(`A product has at most ${MAX_PRODUCT_IMAGES} pictures`);
    const keys: string[] = [];
    try {
      const added: StoredImage[] = [];
      for (const file of files) {
        const sizes = await webpSizes(file.data);
        const name = randomBytes(16).toString("hex");
        const put = async (key: string, data: Buffer, mime: string) => {
          await this.store.put(key, data, mime);
          keys.push(key);
          return `/uploads/${key}`;
        };
        const original = await put(`products/${name}.${file.kind.ext}`, file.data, file.kind.mime);
        const stored = [];
        for (const size of sizes) stored.push({ width: size.width, url: await put(`products/${name}-${size.width}.webp`, size.data, "image/webp") });
        const largest = sizes.at(-1)!;
        added.push({ url: stored.at(-1)!.url, ...(alt ? { alt } : {}), width: largest.width, height: largest.height, sizes: stored, original });
      }
      return await this.change(productId, actor, "product.images.add", (images) => [...images, ...added]);
    } catch (error) {
      await removeUploads(this.store, keys);
      throw error;
    }
  }

  /** The same pictures in a new order, with new alt text; adding or dropping one here is refused. */
  async arrange(productId: string, wanted: { url: string; alt?: string }[], actor: Actor): Promise<ProductImage[]> {
    return this.change(productId, actor, "product.images.arrange", (images) => {
      const byUrl = new Map(images.map((image) => [image.url, image]));
      const same = wanted.length === images.length && new Set(wanted.map((w) => w.url)).size === wanted.length && wanted.every((w) => byUrl.has(w.url));
      if (!same) throw badRequest("List each of the product's pictures once, in the new order");
      return wanted.map(({ url, alt }) => {
        const { alt: _old, ...image } = byUrl.get(url)!;
        return alt ? { ...image, alt } : image;
      });
    });
  }

  async remove(productId: string, position: number, actor: Actor): Promise<ProductImage[]> {
    let removed: StoredImage | undefined;
    const images = await this.change(productId, actor, "product.images.remove", (current) => {
      removed = current[position];
      if (!removed) throw notFound("The product has no picture at that position");
      return current.filter((_, index) => index !== position);
    });
    // The row no longer points at the files: they go after the commit (a failure only leaves litter).
    const urls = [removed!.url, removed!.original ?? "", ...(removed!.sizes ?? []).map((s) => s.url)];
    const keys = [...new Set(urls.flatMap((url) => keyOfPublicUrl(url) ?? []))];
    await removeUploads(this.store, keys).catch((error: unknown) => this.log?.warn({ err: error }, "product picture files not removed"));
    return images;
  }

  private async change(productId: string, actor: Actor, action: string, next: (images: StoredImage[]) => StoredImage[]): Promise<ProductImage[]> {
    const images = await this.products.write(async (tx) => {
      const [row] = await tx.select({ images: products.images }).from(products).where(eq(products.id, productId)).for("update");
      if (!row) throw notFound("Product not found");
      const images = next(row.images);
      await tx.update(products).set({ images, updatedAt: new Date() }).where(eq(products.id, productId));
      await recordAudit(tx, { ...actor, action, entity: "product", entityId: productId, before: { images: row.images }, after: { images } });
      return images;
    });
    await this.products.announce();
    return images.map(publicImage);
  }
}
