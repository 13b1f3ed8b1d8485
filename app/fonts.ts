import localFont from "next/font/local";

// Inter from @fontsource, a local file: nothing is downloaded at build time (STACK-NOTES.md §4).
// The latin subset covers French, including « œ » and the typographic quotes.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-inter",
  // "optional": the first paint is final (no swap when the font arrives late on a slow phone),
  // which keeps the largest contentful paint early; the preloaded font is usually there in time.
  display: "optional",
});
