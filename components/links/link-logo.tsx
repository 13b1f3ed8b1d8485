import { Fragment } from "react";

/**
 * The uploaded picture (a data URL) if there is one, else the logo URL; an image that fails to
 * load is hidden and the initial stands in (spec §2), by the page actions' script
 * (page-actions-script.tsx), so the links page needs no React.
 */
export function LinkLogo({
  picture,
  logo,
  title,
  colour,
}: {
  picture: string | null;
  logo: string | null;
  title: string;
  colour: string;
}) {
  const source = picture?.startsWith("data:image/") ? picture : logo || null;
  const initial = (hidden: boolean) => (
    <span
      aria-hidden="true"
      hidden={hidden}
      className={`flex size-14 items-center justify-center rounded-md text-xl font-bold ${colour}`}
    >
      {title.trim().charAt(0).toUpperCase()}
    </span>
  );
  if (!source) return initial(false);
  // Keyed by the source: an administrator's new logo replaces the image the script hid.
  return (
    <Fragment key={source}>
      {/* eslint-disable-next-line @next/next/no-img-element -- logos are arbitrary external URLs or data URLs, not optimisable */}
      <img
        src={source}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        data-fallback=""
        className="size-14 rounded-md bg-white object-contain"
      />
      {initial(true)}
    </Fragment>
  );
}
