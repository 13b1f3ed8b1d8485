"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionState } from "@/lib/actions/state";
import type { CardIntent } from "./actions";

/** A card step under way: what it is for, and its sentence said again beside its button. */
export type CardFlow = {
  intent: CardIntent;
  kind: "setup" | "payment";
  title: string;
  /** What the card does, amount, tier and period: said again beside the button that does it. */
  summary: string;
  submitLabel: string;
};

/**
 * The money actions' shared run: one at a time, the answer as an error or a notice, the card step
 * shown when an action needs a card, and the page read again when one is done.
 */
export function useMoneyAction() {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [flow, setFlow] = useState<CardFlow | null>(null);

  function run<T>(
    task: () => Promise<ActionState<T>>,
    onOk: (result: { message: string | null; data: T }) => void,
  ) {
    setError(null);
    setNotice(null);
    start(async () => {
      try {
        const result = await task();
        if (!result.ok) return setError(result.error);
        onOk(result);
      } catch {
        setError("Erreur inconnue");
      }
    });
  }

  const done = (message: string | null) => {
    setFlow(null);
    setNotice(message);
    router.refresh();
  };

  return { pending, error, notice, flow, setFlow, run, done };
}
