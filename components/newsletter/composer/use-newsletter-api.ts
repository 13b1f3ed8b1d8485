"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { isSessionExpired, SessionExpiredError } from "@/components/auth/session-recovery";
import type { ActionState } from "@/lib/actions/state";
import type { composerRequest } from "@/lib/newsletter/composer-schema";
import { composerErrors } from "@/lib/newsletter/messages";
import type { NewsletterOverview } from "@/lib/newsletter/overview";
import { postNewsletterAction } from "./newsletter-api";

// The composer's calls: the documented /api/newsletter-v2 (GET polled every 30 s; POST preview,
// queue and resume), which checks everything again, and the page's recipients count.

const POLL_MS = 30_000;

type Audience = { membersOnly: boolean; states: string[]; tiers: string[] };
type ComposerRequest = ReturnType<typeof composerRequest>;

/** The admin page's server action counting a send's recipients (components never import app). */
export type RecipientFigures = {
  count: number;
  /** What the newsletter may still send today, the first batch's size, a day's share. */
  shareLeftToday: number;
  immediateCap: number;
  dailyLimit: number;
};

export type CountRecipients = (
  previous: ActionState<RecipientFigures> | null,
  input: { audience: Audience },
) => Promise<ActionState<RecipientFigures>>;

export type QueueOutcome = {
  sentImmediately: number;
  totalRecipients: number;
  remainingToSend: number;
  estimatedDays: number;
};

export type ResumeOutcome = { resumed: number; failed: number; rateLimited: boolean };

export function useNewsletterApi({
  initial,
  countRecipients,
  onLoadError,
}: {
  initial: NewsletterOverview;
  countRecipients: CountRecipients;
  /** A failed refresh: its French message. */
  onLoadError: (text: string) => void;
}) {
  const [data, setData] = useState(initial);
  const onLoadErrorRef = useRef(onLoadError);
  useEffect(() => {
    onLoadErrorRef.current = onLoadError;
  });

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/newsletter-v2", { cache: "no-store" });
      const body = (await response.json()) as NewsletterOverview & {
        success: boolean;
        error?: string;
      };
      if (!response.ok || !body.success) throw new Error(body.error ?? composerErrors.load);
      setData({
        publications: body.publications,
        queueStatus: body.queueStatus,
        debugMode: body.debugMode,
        history: body.history,
      });
    } catch (error) {
      onLoadErrorRef.current(
        error instanceof Error && error.message ? error.message : composerErrors.load,
      );
    }
  }, []);

  useEffect(() => {
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return {
    data,
    refresh,
    /** After a failed send, the progress shown is no longer to be trusted (spec §8). */
    forgetQueueStatus: () => setData((current) => ({ ...current, queueStatus: null })),
    /** The recipients' count of an audience, or an Error with the French message. */
    async countRecipients(audience: Audience): Promise<RecipientFigures> {
      const state = await countRecipients(null, { audience });
      if (isSessionExpired(state)) throw new SessionExpiredError();
      if (!state.ok) throw new Error(state.error);
      return state.data;
    },
    preview: (request: ComposerRequest) =>
      postNewsletterAction<{ previewHtml: string }>(
        { action: "preview", ...request },
        composerErrors.preview,
      ),
    /** The send, for the recipients' count the confirmation showed (the server refuses another). */
    queue: (request: ComposerRequest, expectedRecipients: number | null) =>
      postNewsletterAction<QueueOutcome>(
        { action: "queue", ...request, expectedRecipients },
        composerErrors.queue,
      ),
    resume: () => postNewsletterAction<ResumeOutcome>({ action: "resume" }, composerErrors.queue),
  };
}

export type NewsletterApi = ReturnType<typeof useNewsletterApi>;
