import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedImageSource } from "@/lib/rich-text/image-sources";
import { isAllowedLinkUrl } from "@/lib/rich-text/link-schemes";

// The editor's schema: exactly the toolbar of spec §2 (headings 1–3, bold, italic, underline,
// strike, lists, alignment, link), plus the images legacy content holds (inside paragraphs, no
// toolbar button), nothing the server's validation (lib/rich-text/tiptap-schema) would refuse.
// Kept apart from the component so that tests can build the same schema in Node.

/** Images kept from legacy content or pasted from a page: our own files or https only. */
const InlineImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) => (isAllowedImageSource(element.getAttribute("src")) ? null : false),
      },
    ];
  },
  // No markdown-style "![](…)" shortcut: images are not typed in.
  addInputRules() {
    return [];
  },
}).configure({ inline: true, allowBase64: false });

export const EDITOR_HISTORY = { depth: 100, newGroupDelay: 1000 } as const;

export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      undoRedo: EDITOR_HISTORY,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["mailto", "tel", "sms"],
        // The same rule as the server's, for typed, pasted and auto-detected links alike.
        isAllowedUri: (url) => isAllowedLinkUrl(url),
        shouldAutoLink: (url) => isAllowedLinkUrl(url),
        HTMLAttributes: { rel: "noopener noreferrer", target: null },
      },
    }),
    TextAlign.configure({
      types: ["heading", "paragraph"],
      alignments: ["left", "center", "right", "justify"],
    }),
    InlineImage,
  ];
}
