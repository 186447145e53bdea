import { useState, type ImgHTMLAttributes } from "react";

/** Shown when a product photo fails to load (spec part 1 §8). */
export const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src: string | undefined };

export function ProductImage({ src, alt, ...rest }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => src && setFailedSrc(src)}
      {...rest}
    />
  );
}
