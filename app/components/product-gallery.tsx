import { useEffect, useRef, useState } from "react";
import { Picture } from "./picture";
import { useT } from "~/utils/use-t";
import type { ProductImage } from "~/services/product.server";

/**
 * The product's pictures: a scroll-snap strip of large pictures (base 700, 1x/2x) and
 * thumbnails (175). Each thumbnail is the label of a radio button (out of sight, in the tab
 * order: arrows choose a picture). Without JavaScript CSS moves the chosen picture to the front
 * of the strip and marks its thumbnail — a link to `#picture-N` used to scroll the whole page to
 * the strip and left the first thumbnail marked; with JavaScript the strip scrolls to the picture
 * without moving the page, and follows a swipe. A picture chosen before the scripts had run stays
 * chosen: the first effect reads the checked radio before React takes the radios over.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useT();
  const gallery = useRef<HTMLElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  // the picture the strip is to scroll to once it has rendered with the live class: scrolling at
  // the click could measure the CSS order of the page before the scripts ran (a race the
  // fresh-clone CI once lost), so the strip scrolls after React has committed
  const scrollTo = useRef<{ index: number; behavior: ScrollBehavior } | null>(null);
  const [active, setActive] = useState(0);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const picks = Array.from(gallery.current?.querySelectorAll<HTMLInputElement>(".pv-pick") ?? []);
    const chosenEarly = Math.max(
      0,
      picks.findIndex((pick) => pick.checked),
    );
    if (chosenEarly > 0 && !scrollTo.current) scrollTo.current = { index: chosenEarly, behavior: "instant" };
    setActive(scrollTo.current?.index ?? chosenEarly);
    setLive(true);
  }, []);
  // the strip scrolls only once CSS no longer brings the chosen picture to its front
  useEffect(() => {
    const request = scrollTo.current;
    const target = strip.current?.children[request?.index ?? -1] as HTMLElement | undefined;
    if (!live || !request || !strip.current || !target) return;
    scrollTo.current = null;
    strip.current.scrollTo({ left: target.offsetLeft - strip.current.offsetLeft, behavior: request.behavior });
  }, [live, active]);

  if (images.length === 0) {
    return (
      <div className="pv-gallery">
        <div className="pv-stage pv-stage-empty">{t("product.page.noPicture")}</div>
      </div>
    );
  }

  const show = (index: number) => {
    scrollTo.current = { index, behavior: "smooth" };
    setActive(index);
  };

  return (
    <section ref={gallery} className={live ? "pv-gallery pv-gallery-live" : "pv-gallery"} aria-label={t("product.page.gallery")}>
      {images.length > 1
        ? images.map((image, index) => (
            <input
              key={`${image.id}-${index}`}
              type="radio"
              name="pv-picture"
              id={`pv-pick-${index + 1}`}
              className="pv-pick css-toggle"
              aria-label={t("product.page.showPicture", { number: index + 1 })}
              checked={index === active}
              onChange={() => show(index)}
            />
          ))
        : null}
      {/* a strip that scrolls is a tab stop, so the arrow keys scroll it as a swipe does (WCAG 2.1.1) */}
      <div
        className="pv-stage"
        ref={strip}
        tabIndex={images.length > 1 ? 0 : undefined}
        role="group"
        aria-label={t("product.page.gallery")}
        onScroll={(event) => {
          const el = event.currentTarget;
          const index = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (index !== active) setActive(index);
        }}
      >
        {images.map((image, index) => (
          <figure key={`${image.id}-${index}`} id={`picture-${index + 1}`} className="pv-picture">
            <Picture
              imageId={image.id}
              size="base"
              width={700}
              height={Math.round((700 * image.height) / Math.max(1, image.width))}
              alt={image.alt || (index === 0 ? name : t("product.page.picture", { number: index + 1, total: images.length }))}
              priority={index === 0}
              decodeSync={index === 0}
            />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className="pv-thumbs" aria-hidden="true">
          {images.map((image, index) => (
            <li key={`${image.id}-${index}`}>
              <label htmlFor={`pv-pick-${index + 1}`} className="pv-thumb">
                <Picture imageId={image.id} size="thumbnail" width={88} height={88} />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
