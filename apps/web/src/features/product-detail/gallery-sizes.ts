/** How wide the product page's main picture is drawn: the gallery's `sizes`, and the server's LCP preload. */
export const GALLERY_SIZES = "(min-width: 1024px) 560px, 100vw";
export const GALLERY_ZOOMED_SIZES = "(min-width: 1024px) 1280px, 200vw";
