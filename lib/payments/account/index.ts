// A member's subscription and payments, read and changed by the member or an administrator (the
// profile's payment tab and the documented calls /api/stripe?action=…). The e-mail a caller
// passes never chooses whose data it is: it must be the caller's own, unless an administrator.
// By use case: member.ts (whose account), overview.ts (what the tab shows), subscription.ts
// (stop, reactivate, tier, alignment), cards.ts (a card saved, a year paid once).

export * from "./member";
export * from "./overview";
export * from "./subscription";
export * from "./cards";
