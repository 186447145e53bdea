import { useState } from "react";
import { Play } from "lucide-react";
import type { Product } from "@pasal/shared";
import { ProductImage } from "@/components/product-image";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import { ZoomableImage } from "./zoomable-image";

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

const thumbClass = (active: boolean) =>
  `grid size-16 place-items-center overflow-hidden rounded-xl border-2 bg-white p-1 transition md:size-20 ${
    active ? "border-brand-600" : "border-slate-200 hover:border-slate-300"
  }`;

export function ImageGallery({ product, activeImage, onSelect }: ImageGalleryProps) {
  const images = galleryImages(product);
  // Colour photos are URLs only; product photos may give their size.
  const sizeOf = (url: string | undefined) => {
    const image = product.images.find((i) => i.url === url);
    return { width: image?.width, height: image?.height };
  };
  const main = activeImage ?? images[0];
  const video = product.video?.url;
  // Which photo was showing when the video was opened; a new photo (e.g. a colour) closes it.
  const [videoOver, setVideoOver] = useState<string | undefined | null>(null);
  const showVideo = Boolean(video) && videoOver === main;

  return (
    <div className="flex flex-col gap-3 md:flex-row-reverse">
      <div className="relative aspect-square flex-1 overflow-hidden rounded-3xl border border-slate-200 bg-white">
        {showVideo ? (
          <video src={video} controls playsInline className="size-full bg-black object-contain" aria-label={m.product_video_label({ name: product.name })} />
        ) : (
          <ZoomableImage key={main} src={main} {...sizeOf(main)} alt={product.name} />
        )}
      </div>
      {(images.length > 1 || video) && (
        <ul className="scrollbar-none flex gap-2 overflow-x-auto md:w-20 md:flex-col md:overflow-visible">
          {images.map((url, index) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  setVideoOver(null);
                  onSelect(url);
                }}
                aria-label={m.product_show_image({ position: number(index + 1) })}
                aria-pressed={!showVideo && url === main}
                className={thumbClass(!showVideo && url === main)}
              >
                <ProductImage src={url} {...sizeOf(url)} sizes="80px" alt="" className="size-full object-contain" />
              </button>
            </li>
          ))}
          {video && (
            <li className="shrink-0">
              <button
                type="button"
                onClick={() => setVideoOver(main)}
                aria-label={m.product_play_video()}
                aria-pressed={showVideo}
                className={thumbClass(showVideo)}
              >
                <span className="grid size-9 place-items-center rounded-full bg-slate-900 text-white">
                  <Play aria-hidden className="size-4 fill-current" />
                </span>
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
