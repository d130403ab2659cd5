import { IMAGE_SIZES, type ImageSize, imageSrcSet, imageUrl } from "~/lib/images";

interface PictureProps {
  imageId: number;
  /** spec §9 image size: the 1x source is this width, the 2x source twice it */
  size: ImageSize;
  /** the box it is shown in, CSS pixels (reserves the space before the picture arrives) */
  width: number;
  height: number;
  alt?: string;
  className?: string;
  /** the first pictures of a page (spec §9: the first 3 recommended products preload) */
  priority?: boolean;
  /** decode before painting: only for the one picture the page is about */
  decodeSync?: boolean;
}

/** A product, banner or post picture from the image route: WebP in 1x and 2x (spec §9 sizes). */
export function Picture({ imageId, size, width, height, alt = "", className, priority = false, decodeSync = false }: PictureProps) {
  return (
    <img
      className={className}
      src={imageUrl(imageId, IMAGE_SIZES[size])}
      srcSet={imageSrcSet(imageId, size)}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={decodeSync ? "sync" : "async"}
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
