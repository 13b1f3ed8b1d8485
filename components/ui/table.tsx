import type { ReactNode } from "react";

// Data tables of the admin screens (22). From the sm breakpoint up: a real table
// (caption, column headers with scope) that may scroll sideways inside its own box when the
// screen is narrower than its columns. Under sm (phones): each row becomes a card, each cell a
// line "Header : value" (the header from the cell's `label`), so that nothing scrolls sideways.
// The table and its row groups say their roles: a table whose parts are displayed as blocks loses
// its implicit roles in some browsers. Rows and cells inside a table may carry no role (HTML
// forbids it there), and keep theirs from the table.

export function Table({
  caption,
  captionVisible = false,
  minWidth = "sm:min-w-[48rem]",
  className = "",
  children,
}: {
  caption: ReactNode;
  /** The caption is for screen readers unless shown. */
  captionVisible?: boolean;
  /** The columns' minimum width on larger screens (a Tailwind class under sm: stacked). */
  minWidth?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`sm:overflow-x-auto ${className}`}>
      <table role="table" className={`w-full text-left text-sm max-sm:block ${minWidth}`}>
        <caption
          className={
            captionVisible ? "mb-2 text-left font-semibold text-slate-900 max-sm:block" : "sr-only"
          }
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead role="rowgroup" className="border-b border-slate-300 text-slate-900 max-sm:hidden">
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ children, className = "" }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`py-2 pr-4 font-semibold last:pr-0 ${className}`}>
      {children}
    </th>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return (
    <tbody role="rowgroup" className="max-sm:grid max-sm:gap-3">
      {children}
    </tbody>
  );
}

export function Tr({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <tr
      className={`border-b border-slate-200 align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3 ${className}`}
    >
      {children}
    </tr>
  );
}

/**
 * A cell. `label` is its column's header, shown before the value on phones (an empty label for a
 * cell of actions shows none). `header` makes it the row's header (`<th scope="row">`).
 */
export function Td({
  label,
  header = false,
  className = "",
  children,
}: {
  label: string;
  header?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const classes = `py-2 pr-4 last:pr-0 max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:py-1 max-sm:pr-0 max-sm:before:font-semibold max-sm:before:text-slate-900 ${
    label ? "max-sm:before:content-[attr(data-label)_'_:']" : ""
  } ${className}`;
  return header ? (
    <th scope="row" data-label={label} className={`text-left font-semibold ${classes}`}>
      {children}
    </th>
  ) : (
    <td data-label={label} className={classes}>
      {children}
    </td>
  );
}
