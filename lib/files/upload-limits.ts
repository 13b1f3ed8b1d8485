// Upload limits (spec §5), pure so that the admin's upload helper checks them before sending and
// the server (./upload-rules.ts) enforces the same numbers.

export const IMAGE_MAX_BYTES = 500 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
