/**
 * Responsive product pictures (decision 021). The server resizes a catalogue or upload picture to
 * one of a few fixed widths as WebP at /media/w<width><original URL>; this module is the one place
 * that builds those URLs, for the storefront's <img srcset> and for the server's LCP preload.
 */

/** The only widths the server makes: a fixed set keeps resizing (and its disk cache) bounded. */
export const RESPONSIVE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ResponsiveWidth = (typeof RESPONSIVE_WIDTHS)[number];

/** The width `src` uses, for the rare browser that ignores srcset. */
const DEFAULT_WIDTH: ResponsiveWidth = 640;

/**
 * Product pictures are shown in square boxes with object-fit: contain, so when a picture's own size
 * is unknown (an imported URL), a square reserves exactly the box it is drawn in.
 */
export const FALLBACK_IMAGE_SIZE = { width: 800, height: 800 } as const;

/** Sources the server can resize: the shop's media folder and the public upload areas that hold pictures. */
const RESIZABLE = /^\/(media\/(?!w\d+\/)|uploads\/(products|testimonials)\/)[^?#]*\.(svg|png|jpe?g|webp|gif|avif)$/i;

export function isResizable(url: string): boolean {
  return RESIZABLE.test(url) && !url.includes("..") && !url.includes("//");
}

export function isResponsiveWidth(width: number): width is ResponsiveWidth {
  return (RESPONSIVE_WIDTHS as readonly number[]).includes(width);
}

/** "/media/demo/x.svg" at 320 → "/media/w320/media/demo/x.svg": the original URL follows the width unchanged. */
export function resizedImageUrl(url: string, width: ResponsiveWidth): string {
  return `/media/w${width}${url}`;
}

export interface ResponsiveImage {
  src: string;
  /** undefined when the picture cannot be resized (another site's URL): `src` is then the URL as given */
  srcSet: string | undefined;
  width: number;
  height: number;
}

export interface ResponsiveImageOptions {
  /** the picture's intrinsic size in pixels, when known */
  width?: number;
  height?: number;
}

/**
 * `src`, `srcSet` (WebP at each width) and the width/height attributes for one picture. A raster
 * picture is offered no wider than it is (upscaling only costs bytes); a vector one at every width.
 */
export function responsiveImage(url: string, options: ResponsiveImageOptions = {}): ResponsiveImage {
  const known = options.width && options.height ? { width: options.width, height: options.height } : undefined;
  const size = known ?? FALLBACK_IMAGE_SIZE;
  // With PUBLIC_URL the API gives absolute URLs ("https://shop.example/media/…"): resize the path, keep the origin.
  const origin = /^https?:\/\/[^/?#]+(?=\/)/i.exec(url)?.[0] ?? "";
  const path = url.slice(origin.length);
  if (!isResizable(path)) return { src: url, srcSet: undefined, ...size };
  const at = (width: ResponsiveWidth) => origin + resizedImageUrl(path, width);
  const vector = /\.svg$/i.test(path);
  const fits = RESPONSIVE_WIDTHS.filter((w) => vector || !known || w <= known.width);
  const widths = fits.length > 0 ? fits : [RESPONSIVE_WIDTHS[0]];
  const srcWidth = widths.includes(DEFAULT_WIDTH) ? DEFAULT_WIDTH : widths[widths.length - 1]!;
  return {
    src: at(srcWidth),
    srcSet: widths.map((w) => `${at(w)} ${w}w`).join(", "),
    ...size,
  };
}
