import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/admin", "/profile", "/api", "/documents", "/cached", "/dev", "/login"],
      },
    ],
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
