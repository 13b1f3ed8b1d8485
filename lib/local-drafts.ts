// The editors' unsaved drafts (components/admin-content/use-local-draft.tsx) live in this
// browser's localStorage: one key per user and form, so that another person logging in on the
// same computer is never offered them, all under one prefix, so that ending the session here
// (« Déconnexion », every device, account deleted) removes them all. Browser code, no React.

const DRAFT_PREFIX = "srh-brouillon:";

type DraftStorage = Pick<Storage, "length" | "key" | "removeItem">;

/** The key of a user's draft of one form ("publication:nouvelle:communique", "newsletter"…). */
export function localDraftKey(userId: string, form: string): string {
  return `${DRAFT_PREFIX}${userId}:${form}`;
}

/** Removes every draft of the site from the browser, whoever wrote it (older unkeyed ones too). */
export function clearLocalDrafts(storage: DraftStorage = localStorage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage refused (private mode, a policy): nothing was kept there.
  }
}
