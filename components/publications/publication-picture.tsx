import { getImageProps } from "next/image";

/**
 * A publication's picture, rendered on the server as a plain <img> (no client JavaScript). Our
 * stored images (/images/<id>) go through Next's optimizer with a srcset; other sources (legacy
 * data URLs, external https) are shown as they are.
 */
export function PublicationPicture({
  src,
  alt,
  sizes,
  preload = false,
  className = "",
}: {
  src: string;
  alt: string;
  sizes: string;
  preload?: boolean;
  className?: string;
}) {
  const { props } = getImageProps({
    src,
    alt,
    width: 960,
    height: 540,
    sizes,
    preload,
    unoptimized: !src.startsWith("/images/"),
    className: `aspect-video w-full object-cover ${className}`,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the optimised <img> props, alt included
  return <img {...props} />;
}
