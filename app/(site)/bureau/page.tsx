import { getBoard, getDelegateRegions } from "@/lib/union/queries";
import { BoardView, boardMetadata } from "../_views/bureau-view";

// Rendered per request for logged-in members; visitors get the cached view (/cached/bureau,
// lib/cached-views), dropped whenever staff save the board (tag `union`).
export const dynamic = "force-dynamic";
export const metadata = boardMetadata;

export default async function BoardPage() {
  const [board, regions] = await Promise.all([getBoard(), getDelegateRegions()]);
  return <BoardView board={board} regions={regions} />;
}
