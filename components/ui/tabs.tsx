"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";

// Tabs of the member and admin forms (profile, signup): Radix's accessible tabs with the site's
// look. Panels of one form are mounted even when hidden (`forceMount`), so that it posts every field.

export const Tabs = TabsPrimitive.Root;

export function TabList({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`flex flex-wrap gap-2 border-b border-slate-200 ${className}`}
      {...props}
    />
  );
}

export function Tab({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`rounded-t-md border-b-2 border-transparent px-4 py-3 font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900 ${className}`}
      {...props}
    />
  );
}

/** A panel kept in the page when inactive (hidden), so that a form spanning tabs posts every field. */
export function TabPanel({
  value,
  activeValue,
  ...props
}: ComponentProps<typeof TabsPrimitive.Content> & { activeValue: string }) {
  return (
    <TabsPrimitive.Content value={value} forceMount hidden={value !== activeValue} {...props} />
  );
}
