// The channel on which the database announces each committed change of the content visitors'
// pages are built from, with the visitor cache's tag as payload (triggers of migration 0019).
// lib/visitor-cache/cross-instance.ts listens to it through `DatabaseHandle.listen`.
export const CONTENT_CHANGES_CHANNEL = "srh_content";

// The channel on which the database announces every committed write to any of its tables, with
// the table's name as payload (triggers of migration 0021): members' pages kept in memory by our
// Node server are dropped by any of them (lib/visitor-cache/member-pages.ts).
export const WRITES_CHANNEL = "srh_writes";
