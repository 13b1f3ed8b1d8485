"use client";

import { useState } from "react";

/**
 * The uploaded picture (a data URL) if there is one, else the logo URL; an image that fails to
 * load is hidden and the initial stands in (spec §2).
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
  const [failed, setFailed] = useState(false);
  if (source && !failed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- logos are arbitrary external URLs or data URLs, not optimisable
      <img
        src={source}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-14 rounded-md bg-white object-contain"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex size-14 items-center justify-center rounded-md text-xl font-bold ${colour}`}
    >
      {title.trim().charAt(0).toUpperCase()}
    </span>
  );
}
