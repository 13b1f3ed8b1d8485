/** Shown on every page while the dev mailbox is on: anyone can read the login codes there. */
export function DevMailboxBanner() {
  return (
    <aside
      aria-label="Boîte de test"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950"
    >
      Site de démonstration&nbsp;: les e-mails envoyés, codes de connexion compris, sont lisibles
      par tous dans la{" "}
      <a href="/dev/mailbox" className="font-medium underline">
        boîte de test
      </a>
      .
    </aside>
  );
}
