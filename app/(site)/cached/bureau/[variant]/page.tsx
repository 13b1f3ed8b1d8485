import { getCachedBoard, getCachedDelegateRegions } from "@/lib/union/cached";
import {
  checkVisitorVariant,
  noVariantAtBuild,
  type VisitorVariantParams,
} from "@/lib/cached-views/visitor-variant";
import { BoardView, boardMetadata } from "../../../_views/bureau-view";

// Visitors' /bureau (next.config.ts rewrites it to /cached/bureau/visitor, lib/visitor-
// cache/visitor-variant.ts): rendered on its first request, then kept by Next until staff save the board (tag `union`).
export const dynamicParams = true;
export const generateStaticParams = noVariantAtBuild;

export const metadata = boardMetadata;

export default async function CachedBoard({ params }: { params: VisitorVariantParams }) {
  await checkVisitorVariant(params);
  const [board, regions] = await Promise.all([getCachedBoard(), getCachedDelegateRegions()]);
  return <BoardView board={board} regions={regions} />;
}
