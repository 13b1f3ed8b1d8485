import http from "node:http";
import type { AddressInfo } from "node:net";
import { createStripeProvider } from "@/lib/payments/stripe";

// A local HTTP double of the few Stripe endpoints lib/payments/stripe/ calls, reached through
// the SDK's host/port/protocol options. It records every request (path, form body or query,
// idempotency key) and keeps the objects it made, which tests may change to play Stripe's side of
// a story. GET answers `expand[]` for ids it holds, and lists invoice payments (by invoice or payment
// intent) and charges (by payment intent), a customer's live subscriptions and cards.

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, string>;
  query: Record<string, string>;
};

type StripeObject = Record<string, unknown> & { id: string };

export type StripeDouble = {
  url: string;
  requests: RecordedRequest[];
  objects: Map<string, StripeObject>;
  /**
   * A succeeded charge of a payment intent, as Stripe makes one when an intent is paid: for a
   * subscription's invoice also the invoice payment that links them. Returns the charge id.
   */
  addCharge(input: { paymentIntent: string; amount: number; invoice?: string }): string;
  /**
   * A subscription's invoice on Stripe's side: paid (at `paidAt`, in seconds, by default now), or
   * left open by a failed first attempt.
   */
  addInvoice(input: {
    id: string;
    customer: string;
    subscription: string;
    metadata: Record<string, string>;
    amount: number;
    paid: boolean;
    paidAt?: number;
  }): void;
  /** A refund from the Dashboard: the charge's refunded amount grows. */
  refundCharge(chargeId: string, amount: number): void;
  /**
   * The next `count` requests that `match` are answered together, once the last has arrived:
   * concurrent deliveries then go on in step from that call, as a race at its worst would have it.
   */
  holdTogether(count: number, match: (request: RecordedRequest) => boolean): void;
  /** How many price changes (`items[0][price_data]`) an object received and applied. */
  priceUpdates(id: string): number;
  /** While set, the requests it matches are refused (Stripe unreachable or refusing). */
  failWhen: ((request: RecordedRequest) => boolean) | null;
  /** The next request that `match` waits, unanswered, until `release()`: a call still under way. */
  hold(match: (request: RecordedRequest) => boolean): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
};

const now = () => Math.floor(Date.now() / 1000);

/** Our Stripe provider, talking to this double (webhooks signed with `webhookSecret`). */
export function stripeProviderFor(double: StripeDouble, webhookSecret: string) {
  return createStripeProvider({ secretKey: "sk_test_double", webhookSecret, apiBase: double.url });
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const byKey = new Map<string, StripeObject>();
  const updates = new Map<string, number>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(counter += 1).toString().padStart(6, "0")}`;

  function metadataOf(body: Record<string, string>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(body).flatMap(([key, value]) =>
        key.startsWith("metadata[") ? [[key.slice(9, -1), value]] : [],
      ),
    );
  }

  function create(path: string, body: Record<string, string>): StripeObject | null {
    const metadata = metadataOf(body);
    if (path === "/v1/customers")
      return {
        id: nextId("cus"),
        object: "customer",
        email: body.email,
        name: body.name,
        metadata,
      };
    if (path === "/v1/products") {
      if (objects.has(body.id!)) return null;
      return { id: body.id!, object: "product", name: body.name };
    }
    if (path === "/v1/setup_intents") {
      const id = nextId("seti");
      return {
        id,
        object: "setup_intent",
        client_secret: `${id}_secret_x`,
        status: "requires_payment_method",
        customer: body.customer,
        payment_method: null,
        last_setup_error: null,
        metadata,
      };
    }
    if (path === "/v1/payment_intents") {
      const id = nextId("pi");
      return {
        id,
        object: "payment_intent",
        client_secret: `${id}_secret_x`,
        status: "requires_payment_method",
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer,
        payment_method: null,
        last_payment_error: null,
        latest_charge: null,
        created: now(),
        metadata,
      };
    }
    if (path === "/v1/subscriptions") {
      const start = now();
      const trialDays = Number(body.trial_period_days ?? 0);
      const end = start + (trialDays || 365) * 86400;
      const id = nextId("sub");
      // As Stripe does, a trial starts with a paid 0 € invoice (and its invoice.paid event).
      const firstInvoice = trialDays > 0 ? nextId("in") : null;
      if (firstInvoice) {
        objects.set(firstInvoice, {
          id: firstInvoice,
          object: "invoice",
          customer: body.customer,
          status: "paid",
          amount_paid: 0,
          amount_due: 0,
          attempt_count: 0,
          billing_reason: "subscription_create",
          status_transitions: { paid_at: start },
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: id, metadata },
          },
        });
      }
      return {
        id,
        latest_invoice: firstInvoice,
        object: "subscription",
        customer: body.customer,
        status: trialDays > 0 ? "trialing" : "active",
        cancel_at_period_end: false,
        ended_at: null,
        start_date: start,
        trial_end: trialDays > 0 ? end : null,
        default_payment_method: body.default_payment_method ?? null,
        metadata,
        items: {
          object: "list",
          data: [
            {
              id: nextId("si"),
              object: "subscription_item",
              current_period_start: start,
              current_period_end: end,
            },
          ],
        },
      };
    }
    return null;
  }

  function list(
    path: string,
    query: Record<string, string>,
  ): { object: "list"; url: string; has_more: false; data: StripeObject[] } {
    const limit = Number(query.limit ?? 10);
    const all = [...objects.values()];
    // A customer's live subscriptions and cards (what an erasure cancels and detaches).
    const customerMethods = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path);
    if (path === "/v1/subscriptions" || customerMethods) {
      const owned = customerMethods
        ? all.filter((o) => o.object === "payment_method" && o.customer === customerMethods[1])
        : all.filter(
            (o) =>
              o.object === "subscription" &&
              o.customer === query.customer &&
              o.status !== "canceled",
          );
      return { object: "list", url: path, has_more: false, data: owned.slice(0, limit) };
    }
    const data =
      path === "/v1/invoice_payments"
        ? all.filter(
            (o) =>
              o.object === "invoice_payment" &&
              (query["payment[payment_intent]"] === undefined ||
                (o.payment as { payment_intent?: string }).payment_intent ===
                  query["payment[payment_intent]"]) && // why: invoice_payment objects are made by addCharge with this shape
              (query.invoice === undefined || o.invoice === query.invoice) &&
              (query.status === undefined || o.status === query.status),
          )
        : path === "/v1/charges"
          ? all.filter(
              (o) =>
                o.object === "charge" &&
                (query.payment_intent === undefined || o.payment_intent === query.payment_intent),
            )
          : [];
    return { object: "list", url: path, has_more: false, data: data.slice(0, limit) };
  }

  function expanded(object: StripeObject, query: Record<string, string>): StripeObject {
    const copy: StripeObject = { ...object };
    for (const [key, field] of Object.entries(query)) {
      const value = key.startsWith("expand[") ? copy[field] : undefined;
      if (typeof value === "string" && objects.has(value)) copy[field] = objects.get(value);
    }
    return copy;
  }

  let hold: {
    count: number;
    match: (request: RecordedRequest) => boolean;
    waiting: (() => void)[];
  } | null = null;
  let held: {
    match: (request: RecordedRequest) => boolean;
    arrive: () => void;
    released: Promise<void>;
  } | null = null;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://double");
      const body = Object.fromEntries(new URLSearchParams(raw));
      const query = Object.fromEntries(url.searchParams);
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const request = {
        method: req.method ?? "GET",
        path: url.pathname,
        idempotencyKey,
        body,
        query,
      };
      requests.push(request);
      const send = (status: number, payload: unknown) => {
        const answer = () => {
          res.writeHead(status, {
            "Content-Type": "application/json",
            "Request-Id": `req_${counter}`,
          });
          res.end(JSON.stringify(payload));
        };
        if (held?.match(request)) {
          const { arrive, released } = held;
          held = null;
          arrive();
          void released.then(answer);
          return;
        }
        if (!hold || !hold.match(request)) return answer();
        hold.waiting.push(answer);
        if (hold.waiting.length < hold.count) return;
        const released = hold.waiting;
        hold = null;
        for (const release of released) release();
      };
      const missing = () =>
        send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: "No such object",
          },
        });

      if (double.failWhen?.(request))
        return send(400, { error: { type: "api_error", message: "Refused by the test" } });
      if (req.method === "POST" && idempotencyKey && byKey.has(idempotencyKey))
        return send(200, byKey.get(idempotencyKey));
      const segments = url.pathname.split("/").filter(Boolean); // ["v1", "subscriptions", "sub_1"]
      if (req.method === "POST" && segments.length === 2) {
        const object = create(url.pathname, body);
        if (!object)
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "resource_already_exists",
              message: "Already exists",
            },
          });
        objects.set(object.id, object);
        if (idempotencyKey) byKey.set(idempotencyKey, object);
        return send(200, object);
      }
      if (req.method === "GET" && segments.length === 2)
        return send(200, list(url.pathname, query));
      const object = segments[2] ? objects.get(segments[2]) : undefined;
      if (!object) return missing();
      if (req.method === "GET" && segments.length === 4)
        return send(200, list(url.pathname, query));
      if (req.method === "DELETE" && object.object === "subscription") {
        Object.assign(object, {
          status: "canceled",
          ended_at: now(),
          canceled_at: now(),
          cancel_at_period_end: false,
        });
        return send(200, object);
      }
      if (req.method === "POST" && segments[3] === "void" && object.object === "invoice") {
        // Stripe: a void invoice is never charged nor retried; the past-due subscription whose
        // latest invoice it was runs again.
        object.status = "void";
        for (const sub of objects.values())
          if (
            sub.object === "subscription" &&
            sub.latest_invoice === object.id &&
            sub.status === "past_due"
          )
            sub.status = "active";
        if (idempotencyKey) byKey.set(idempotencyKey, object);
        return send(200, object);
      }
      if (req.method === "POST" && segments[3] === "detach") {
        object.customer = null;
        return send(200, object);
      }
      if (req.method === "POST") {
        if (body.cancel_at_period_end !== undefined)
          object.cancel_at_period_end = body.cancel_at_period_end === "true";
        if (body.trial_end !== undefined && object.object === "subscription") {
          // Stripe: the subscription is in a trial up to trial_end, its period with it.
          const trialEnd = Number(body.trial_end);
          object.trial_end = trialEnd;
          object.status = "trialing";
          object.proration_behavior_seen = body.proration_behavior;
          const items = object.items as { data: { current_period_end: number }[] };
          for (const item of items.data) item.current_period_end = trialEnd;
        }
        if (body.default_payment_method !== undefined)
          object.default_payment_method = body.default_payment_method;
        // Stripe unsets a field sent empty.
        for (const field of ["name", "email"])
          if (body[field] !== undefined) object[field] = body[field] || null;
        if (body["invoice_settings[default_payment_method]"] !== undefined)
          object.invoice_settings = {
            default_payment_method: body["invoice_settings[default_payment_method]"] || null,
          };
        if (body["metadata[tierId]"] !== undefined)
          object.metadata = { ...(object.metadata as object), tierId: body["metadata[tierId]"] };
        if (body["items[0][price_data][unit_amount]"] !== undefined)
          updates.set(object.id, (updates.get(object.id) ?? 0) + 1);
        // Like Stripe, a key already used answers its first result again, doing nothing.
        if (idempotencyKey) byKey.set(idempotencyKey, object);
        return send(200, object);
      }
      return send(200, expanded(object, query));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo; // why: listen() on a TCP port gives an AddressInfo
  const double: StripeDouble = {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    addInvoice({ id, customer, subscription, metadata, amount, paid, paidAt = now() }) {
      objects.set(id, {
        id,
        object: "invoice",
        customer,
        status: paid ? "paid" : "open",
        amount_paid: paid ? amount : 0,
        amount_due: amount,
        attempt_count: 1,
        status_transitions: { paid_at: paid ? paidAt : null },
        parent: {
          type: "subscription_details",
          subscription_details: { subscription, metadata },
        },
      });
    },
    addCharge({ paymentIntent, amount, invoice }) {
      const id = nextId("ch");
      objects.set(id, {
        id,
        object: "charge",
        payment_intent: paymentIntent,
        amount,
        amount_refunded: 0,
        refunded: false,
        status: "succeeded",
        created: now(),
      });
      if (invoice) {
        const link = nextId("inpay");
        objects.set(link, {
          id: link,
          object: "invoice_payment",
          invoice,
          payment: { type: "payment_intent", payment_intent: paymentIntent },
          amount_paid: amount,
          status: "paid",
        });
      }
      return id;
    },
    priceUpdates(id) {
      return updates.get(id) ?? 0;
    },
    refundCharge(chargeId, amount) {
      const charge = objects.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      const refunded = Math.min(Number(charge.amount), Number(charge.amount_refunded) + amount);
      Object.assign(charge, {
        amount_refunded: refunded,
        refunded: refunded === Number(charge.amount),
      });
    },
    holdTogether(count, match) {
      hold = { count, match, waiting: [] };
    },
    failWhen: null,
    hold(match) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { match, arrive, released };
      return { arrived, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return double;
}
