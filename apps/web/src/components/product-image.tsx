import { responsiveImage } from "@pasal/shared";
import { useState, type ImgHTMLAttributes } from "react";

/** Shown when a product photo fails to load (docs/requirements/home.md#home-sections). */
export const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height"> & {
  src: string | undefined;
  /** The picture's intrinsic size, when the API gives it; otherwise a square (the boxes pictures sit in). */
  width?: number;
  height?: number;
  /** How wide the picture is drawn, for the browser to pick a WebP width (the `sizes` attribute). */
  sizes: string;
  /** The page's largest first picture (LCP): fetched at once and first, never lazily. */
  priority?: boolean;
};

/**
 * A product picture as WebP at the width the layout needs (decision 021), with its size set so the
 * page does not shift while it loads. If the resized copy fails, the original is tried, then the
 * placeholder.
 */
export function ProductImage({ src, alt, width, height, sizes, priority = false, ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState<{ src: string; original: boolean } | null>(null);
  const responsive = src ? responsiveImage(src, { width, height }) : undefined;
  const failedHere = failed?.src === src ? failed : null;
  const useOriginal = failedHere !== null && !failedHere.original && responsive?.srcSet !== undefined;
  const shown = !src || (failedHere && !useOriginal) ? PLACEHOLDER_IMAGE : useOriginal ? src : responsive!.src;
  return (
    <img
      src={shown}
      srcSet={shown === responsive?.src ? responsive.srcSet : undefined}
      sizes={shown === responsive?.src && responsive.srcSet ? sizes : undefined}
      width={responsive?.width ?? 800}
      height={responsive?.height ?? 800}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      onError={() => src && setFailed({ src, original: useOriginal })}
      {...rest}
    />
  );
}
