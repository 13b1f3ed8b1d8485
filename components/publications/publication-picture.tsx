import Image from "next/image";

/**
 * A publication's picture. Our stored images (/images/<id>) go through Next's optimizer; other
 * sources (legacy data URLs, external https) are shown as they are.
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
  const isOwnImage = src.startsWith("/images/");
  return (
    <Image
      src={src}
      alt={alt}
      width={960}
      height={540}
      sizes={sizes}
      preload={preload}
      unoptimized={!isOwnImage}
      className={`aspect-video w-full object-cover ${className}`}
    />
  );
}
