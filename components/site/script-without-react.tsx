/**
 * An inline script that runs `run` once per document as the page is parsed (`once` names the
 * window flag that says it ran), and stays on the visitors' pages served without Next's scripts
 * (its attribute is KEPT_SCRIPT_ATTRIBUTE in scripts/visitor-bytes.mjs). `run` is sent as its
 * source: it must close over nothing.
 */
export function ScriptWithoutReact({ once, run }: { once: string; run: () => void }) {
  const flag = `window[${JSON.stringify(once)}]`;
  return (
    <script
      data-without-react=""
      dangerouslySetInnerHTML={{ __html: `${flag}||(${flag}=!0,(${run.toString()})())` }}
    />
  );
}
