/** "Mon adhésion" as the panel receives it (panel-data.ts): dates as ISO strings for the client. */
export type MembershipPanelData = {
  userId: string;
  provider: "stripe" | "simulated";
  publishableKey: string | null;
  state: {
    state: string;
    label: string;
    detail: string | null;
    /** "Adhésion valide jusqu'au 11/05/2027": the validity, its last day covered. */
    text: string;
    needsRenewal: boolean;
  };
  /** The automatic renewal, apart from the validity. */
  renewal: {
    kind: "automatic" | "stopped" | "failed" | "none";
    label: string;
    date: string | null;
  };
  /** Where a running renewal's next charge goes if a year is paid apart now. */
  chargeAfterPaymentApart: string | null;
  tier: { id: string; title: string; priceCents: number } | null;
  subscription: {
    status: string;
    cancelAtPeriodEnd: boolean;
    nextChargeAt: string | null;
    currentPeriodEnd: string;
    live: boolean;
  } | null;
  card: { brand: string; last4: string } | null;
  /** What the automatic renewal charges next (null: nothing will be charged). */
  nextCharge: { at: string; amountCents: number; tierTitle: string } | null;
  /** A declined renewal: what is due, the next retry, the end of the membership if unpaid. */
  pastDue: { amountCents: number; retryAt: string | null; accessEndsAt: string } | null;
  /** "Payer l'année une fois": offered or not, and the year it buys (first and last day). */
  oneTime: { allowed: boolean; from: string; to: string };
  /** The end of what is paid or offered now. */
  validUntil: string | null;
  history: {
    id: string;
    date: string;
    amountCents: number;
    status: string;
    refundedCents: number;
    /** Paid: its receipt can be downloaded (GET /profile/recu). */
    hasReceipt: boolean;
  }[];
  tiers: { id: string; title: string; priceCents: number }[];
};
