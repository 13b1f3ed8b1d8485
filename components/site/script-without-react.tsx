/**
 * An inline script that runs `run` once per document as the page is parsed (`once` names the
 * window flag that says it ran), before and without React's hydration. `run` is sent as its
 * source: it must close over nothing.
 */
export function ScriptWithoutReact({ once, run }: { once: string; run: () => void }) {
  const flag = `window[${JSON.stringify(once)}]`;
  return (
    <script dangerouslySetInnerHTML={{ __html: `${flag}||(${flag}=!0,(${run.toString()})())` }} />
  );
}
