/**
 * An inline script that runs `run` once as the page is parsed, and stays on the visitors' pages
 * served without Next's scripts (its attribute is KEPT_SCRIPT_ATTRIBUTE in
 * scripts/visitor-bytes.mjs). `run` is sent as its source: it must close over nothing.
 */
export function ScriptWithoutReact({ run }: { run: () => void }) {
  return (
    <script data-without-react="" dangerouslySetInnerHTML={{ __html: `(${run.toString()})()` }} />
  );
}
