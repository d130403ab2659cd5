import { type MouseEvent, useRef, useState } from "react";
import { Picture } from "./picture";
import { useT } from "~/utils/use-t";
import type { ProductImage } from "~/services/product.server";

/**
 * The product's pictures: a scroll-snap strip of large pictures (base 700, 1x/2x) and
 * thumbnails (175) that link to `#picture-N`, so that without JavaScript a click scrolls the
 * strip to that picture; with JavaScript the strip scrolls without moving the page.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useT();
  const strip = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  if (images.length === 0) {
    return (
      <div className="pv-gallery">
        <div className="pv-stage pv-stage-empty">{t("product.page.noPicture")}</div>
      </div>
    );
  }

  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = strip.current?.children[index] as HTMLElement | undefined;
    if (!strip.current || !target) return;
    event.preventDefault();
    strip.current.scrollTo({ left: target.offsetLeft - strip.current.offsetLeft, behavior: "smooth" });
    setActive(index);
  };

  return (
    <section className="pv-gallery" aria-label={t("product.page.gallery")}>
      <div
        className="pv-stage"
        ref={strip}
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
              alt={index === 0 ? name : t("product.page.picture", { number: index + 1, total: images.length })}
              priority={index === 0}
              decodeSync={index === 0}
            />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className="pv-thumbs">
          {images.map((image, index) => (
            <li key={`${image.id}-${index}`}>
              <a
                href={`#picture-${index + 1}`}
                className={index === active ? "pv-thumb pv-thumb-active" : "pv-thumb"}
                aria-label={t("product.page.showPicture", { number: index + 1 })}
                aria-current={index === active ? "true" : undefined}
                onClick={show(index)}
              >
                <Picture imageId={image.id} size="thumbnail" width={88} height={88} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
