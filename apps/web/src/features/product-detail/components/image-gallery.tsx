import type { Product } from "@pasal/shared";
import { ProductImage } from "@/components/product-image";

type ImageGalleryProps = {
  product: Product;
  activeImage: string | undefined;
  onSelect: (url: string) => void;
};

/** Product photos plus any colour-specific photos, without repeats. */
function galleryImages(product: Product): string[] {
  const urls = [...product.images.map((image) => image.url), ...product.color.map((option) => option.image)];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

export function ImageGallery({ product, activeImage, onSelect }: ImageGalleryProps) {
  const images = galleryImages(product);
  const main = activeImage ?? images[0];
  return (
    <div className="flex flex-col gap-3 md:flex-row-reverse">
      <div className="relative aspect-square flex-1 overflow-hidden rounded-3xl border border-slate-200 bg-white">
        <ProductImage src={main} alt={product.name} loading="eager" className="size-full object-contain p-6 sm:p-10" />
      </div>
      {images.length > 1 && (
        <ul className="scrollbar-none flex gap-2 overflow-x-auto md:w-20 md:flex-col md:overflow-visible">
          {images.map((url, index) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(url)}
                aria-label={`Show image ${index + 1}`}
                aria-pressed={url === main}
                className={`size-16 overflow-hidden rounded-xl border-2 bg-white p-1 transition md:size-20 ${
                  url === main ? "border-brand-600" : "border-slate-200 hover:border-slate-300"
                }`}
              >
                <ProductImage src={url} alt="" className="size-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
