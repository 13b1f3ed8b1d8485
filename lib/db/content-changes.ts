// The channel on which the database announces each committed change of the content visitors'
// pages are built from, with the visitor cache's tag as payload (triggers of migration 0019).
// lib/visitor-cache/cross-instance.ts listens to it through `DatabaseHandle.listen`.
export const CONTENT_CHANGES_CHANNEL = "srh_content";
