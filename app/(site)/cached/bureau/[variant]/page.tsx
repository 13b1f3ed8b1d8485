import { getCachedBoard, getCachedDelegateRegions } from "@/lib/union/cached";
import {
  checkVisitorVariant,
  noVariantAtBuild,
  type VisitorVariantParams,
} from "@/lib/cached-views/visitor-variant";
import { BoardView, boardMetadata } from "../../../_views/bureau-view";

// Visitors' /bureau (lib/cached-views/visitor-variant.ts), kept until staff save the board (tag `union`).
export const dynamicParams = true;
export const generateStaticParams = noVariantAtBuild;

export const metadata = boardMetadata;

export default async function CachedBoard({ params }: { params: VisitorVariantParams }) {
  await checkVisitorVariant(params);
  const [board, regions] = await Promise.all([getCachedBoard(), getCachedDelegateRegions()]);
  return <BoardView board={board} regions={regions} />;
}
