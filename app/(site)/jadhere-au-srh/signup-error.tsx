import { FormMessage } from "@/components/ui/field";

/** The signup's error, focusable so that it can be brought into view and read after a failure. */
export function SignupError({ children }: { children: React.ReactNode }) {
  return (
    <div data-signup-error tabIndex={-1} className="outline-none">
      <FormMessage kind="error">{children}</FormMessage>
    </div>
  );
}
