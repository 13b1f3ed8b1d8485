import type { ReactNode, Ref } from "react";

/** A step after the form (the code, the card): its card, and its heading that the form focuses. */
export function StepSection({
  title,
  headingRef,
  autoFocus = false,
  children,
}: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** A page posted without JavaScript focuses the heading by its attribute. */
  autoFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="confirmation"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="confirmation"
        ref={headingRef}
        tabIndex={-1}
        autoFocus={autoFocus}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
