"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
import { cancelRenewalConfirmation } from "@/lib/membership/money-action-texts";
import { cancelSubscription } from "./actions";
import { CardFlowSection } from "./card-flow-section";
import type { MembershipPanelData } from "./panel-types";
import { RenewalSection } from "./renewal-section";
import { RunningRenewalActions } from "./running-renewal-actions";
import { useMoneyAction } from "./use-money-action";

/** The money actions of "Mon adhésion", their answers and the card step they lead to. */
export function MoneyActions({
  data,
  heading,
}: {
  data: MembershipPanelData;
  heading: "h2" | "h3";
}) {
  const money = useMoneyAction();
  const { pending, error, notice, flow, setFlow, run, done } = money;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const sub = data.subscription;
  const live = sub?.live === true;
  // A renewal that was stopped restarts at the end of what runs now (or today).
  const endsOn = sub?.currentPeriodEnd ?? data.validUntil;
  const canRenew = !live || (!data.pastDue && (sub?.cancelAtPeriodEnd || data.oneTime.allowed));
  return (
    <>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {notice && <FormMessage kind="success">{notice}</FormMessage>}

      {flow ? (
        <CardFlowSection
          data={data}
          flow={flow}
          heading={heading}
          onDone={done}
          onCancel={() => setFlow(null)}
        />
      ) : (
        <RunningRenewalActions
          data={data}
          endsOn={endsOn}
          money={money}
          onCancelAsked={() => setConfirmCancel(true)}
        />
      )}

      {!flow && canRenew && <RenewalSection data={data} heading={heading} money={money} />}

      <ConfirmDialog
        open={confirmCancel}
        title="Résilier le prélèvement automatique&nbsp;?"
        message={cancelRenewalConfirmation(endsOn, data.nextCharge)}
        confirmLabel="Résilier"
        pending={pending}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          run(
            () => cancelSubscription(null, { userId: data.userId }),
            (r) => done(r.message),
          );
        }}
      />
    </>
  );
}
