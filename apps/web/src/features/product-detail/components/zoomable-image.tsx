import { useState } from "react";
import { GALLERY_SIZES, GALLERY_ZOOMED_SIZES } from "../gallery-sizes";
import { ProductImage } from "@/components/product-image";
import { m } from "@/paraglide/messages";

const ZOOM = 2.2;

/**
 * The main photo, magnified where the mouse points, or tapped/clicked into a fixed 2× view that
 * a second tap undoes (gallery with zoom: docs/requirements/catalogue.md#product-page).
 */
/** The page's main picture, so it is the first fetched (LCP); zoomed, a wider copy is asked for. */
export function ZoomableImage({ src, alt, width, height }: { src: string | undefined; alt: string; width?: number; height?: number }) {
  const [origin, setOrigin] = useState("50% 50%");
  const [hovering, setHovering] = useState(false);
  const [pinned, setPinned] = useState(false);
  const zoomed = hovering || pinned;

  const aim = (event: { currentTarget: HTMLElement; clientX: number; clientY: number }) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <button
      type="button"
      aria-label={zoomed ? m.product_zoom_out() : m.product_zoom_in()}
      aria-pressed={zoomed}
      onPointerMove={(event) => {
        if (event.pointerType !== "mouse") return;
        aim(event);
        setHovering(true);
      }}
      onPointerLeave={(event) => {
        // Touch pointers "leave" right after every tap; only a mouse leaving ends the zoom.
        if (event.pointerType !== "mouse") return;
        setHovering(false);
        setPinned(false);
      }}
      onClick={(event) => {
        // A real click aims at the pointer; Enter or Space (detail 0) zooms on the centre.
        if (event.detail > 0) aim(event);
        else setOrigin("50% 50%");
        setPinned((value) => !value);
        setHovering(false);
      }}
      className={`block size-full overflow-hidden ${zoomed ? "cursor-zoom-out" : "cursor-zoom-in"}`}
    >
      <ProductImage
        src={src}
        width={width}
        height={height}
        sizes={zoomed ? GALLERY_ZOOMED_SIZES : GALLERY_SIZES}
        priority
        alt={alt}
        draggable={false}
        style={{ transform: zoomed ? `scale(${ZOOM})` : undefined, transformOrigin: origin }}
        className="size-full object-contain p-6 transition-transform duration-200 ease-out sm:p-10"
      />
    </button>
  );
}
