import { FormMessage } from "@/components/ui/field";

/**
 * The signup's error, focusable so that it can be brought into view and read after a failure
 * (`autoFocus`: a page posted without JavaScript focuses it by its attribute).
 */
export function SignupError({
  children,
  autoFocus = false,
}: {
  children: React.ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <div data-signup-error tabIndex={-1} autoFocus={autoFocus} className="outline-none">
      <FormMessage kind="error">{children}</FormMessage>
    </div>
  );
}
