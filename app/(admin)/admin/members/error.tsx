"use client";

import { ErrorContent } from "@/components/site/error-content";
import { memberMessages } from "@/lib/members/messages";

/** The directory could not be read (spec §8 'List users'). */
export default function MembersError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorContent
      error={error}
      retry={retry}
      title={memberMessages.directoryFailed}
      message={`${memberMessages.listFailed}. Réessayez dans un instant.`}
    />
  );
}
