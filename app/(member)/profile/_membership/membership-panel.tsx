import { MembershipStatus } from "./membership-status";
import { MoneyActions } from "./money-actions";
import type { MembershipPanelData } from "./panel-types";
import { PaymentHistory } from "./payment-history";

/**
 * "Mon adhésion" (spec §2 payment tab): the membership, its card, the money actions and the
 * payments with their receipts. The same panel on the profile (/profile, where it sits under the
 * page's "Mon adhésion" heading: `nested`) and in the edit page's payment tab. Only the money
 * actions run in the browser.
 */
export function MembershipPanel({
  data,
  nested = false,
}: {
  data: MembershipPanelData;
  nested?: boolean;
}) {
  const heading = nested ? "h3" : "h2";
  return (
    <div className="space-y-6">
      <MembershipStatus data={data} heading={heading} />
      <MoneyActions data={data} heading={heading} />
      <PaymentHistory history={data.history} heading={heading} />
    </div>
  );
}
