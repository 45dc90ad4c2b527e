import Stripe from "stripe";

/**
 * Stripe's API at the HTTP layer, for tests that must not reach Stripe: stripe-node runs as it
 * does in production, with its `httpClient` replaced by this one, which answers with the shapes
 * Stripe documents (PaymentIntent, PaymentMethod, Customer, Refund, search results, the error
 * envelope with `payment_intent` and `payment_method` on card errors) and keeps Stripe's
 * idempotency rules: the first answer of a key is stored and replayed to a repeat with the same
 * parameters, a repeat with other parameters is a 400 `idempotency_error`, and a repeat while
 * the first is still running is a 409 `idempotency_key_in_use`. Every request is recorded
 * (`requests`) so a test can assert exactly what was sent.
 */

type Behaviour =
  | "approve"
  | "decline"
  | "decline_at_attach"
  | "invalid_number"
  | "authenticate"
  | "unreachable";

interface TestCard {
  brand: string;
  last4: string;
  behaviour: Behaviour;
}

/** Stripe's test PaymentMethods by what they do (docs/payments.md "Testing"). */
export const STRIPE_TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: "visa", last4: "4242", behaviour: "approve" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", behaviour: "approve" },
  // Attaches to a customer, then every charge declines (4000 0000 0000 0341).
  pm_card_chargeCustomerFail: { brand: "visa", last4: "0341", behaviour: "decline" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", behaviour: "decline_at_attach" },
  pm_card_incorrectNumber: { brand: "visa", last4: "4241", behaviour: "invalid_number" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3155", behaviour: "authenticate" },
  // Not Stripe's: the connection to Stripe fails before it sees the request.
  pm_card_unreachable: { brand: "visa", last4: "0119", behaviour: "unreachable" },
};

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  /** The form-encoded body, one entry per field (`metadata[site_id]`, `expand[0]`, ...). */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;
type Answer = { status: number; body: unknown };

class RecordedResponse extends Stripe.HttpClientResponse {
  readonly #body: unknown;
  constructor(status: number, headers: Record<string, string>, body: unknown) {
    super(status, headers);
    this.#body = body;
  }
  override getRawResponse() {
    return { headers: this.getHeaders() };
  }
  override toStream(): never {
    throw new Error("The Stripe double does not stream");
  }
  override toJSON(): Promise<unknown> {
    return Promise.resolve(structuredClone(this.#body));
  }
}

const form = (text: string) => Object.fromEntries(new URLSearchParams(text));
const error = (status: number, body: Json): Answer => ({ status, body: { error: body } });

export class StripeDouble extends Stripe.HttpClient {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, Json>();
  readonly methods = new Map<string, Json>();
  readonly refunds: Json[] = [];
  /** How long each request takes: concurrent repeats of one key overlap for this long. */
  latencyMs = 2;
  /** Answers the next request with this server error (Stripe's `api_error`), once. */
  failNextWith: number | null = null;
  #ids = 0;
  readonly #cards = new Map(Object.entries(STRIPE_TEST_CARDS));
  readonly #keys = new Map<string, { endpoint: string; params: string; answer: Answer }>();
  readonly #inFlight = new Set<string>();

  override getClientName() {
    return "stripe-double";
  }

  /**
   * A new PaymentMethod of a test card, as the Payment Element makes one per card entry: each
   * has its own id, so two of them are two cards to Stripe's idempotency check.
   */
  paymentMethod(testCard: keyof typeof STRIPE_TEST_CARDS): string {
    const id = this.#id("pm");
    this.#cards.set(id, STRIPE_TEST_CARDS[testCard] as TestCard);
    return id;
  }

  /** A Stripe client of a test account whose HTTP layer is this double. */
  client(): Stripe {
    return new Stripe("sk_test_double", {
      httpClient: this,
      maxNetworkRetries: 0,
      telemetry: false,
    });
  }

  override async makeRequest(
    _host: string,
    _port: string,
    fullPath: string,
    method: string,
    headers: Record<string, unknown>,
    requestData: string,
  ): Promise<RecordedResponse> {
    const [path = "", search = ""] = fullPath.split("?");
    const key = headers["Idempotency-Key"] as string | undefined;
    const request: RecordedRequest = {
      method,
      path,
      query: form(search),
      params: form(requestData ?? ""),
      idempotencyKey: key,
    };
    this.requests.push(request);
    if (this.failNextWith !== null) {
      const status = this.failNextWith;
      this.failNextWith = null;
      await this.#wait();
      return this.#respond(
        error(status, { type: "api_error", message: "Something went wrong on Stripe's end." }),
      );
    }
    if (this.#unreachable(request)) {
      throw Object.assign(new Error("connect ECONNREFUSED api.stripe.com"), {
        code: "ECONNREFUSED",
      });
    }
    const endpoint = `${method} ${path}`;
    if (method === "POST" && key) {
      const stored = this.#keys.get(key);
      if (stored) {
        await this.#wait();
        if (stored.endpoint !== endpoint || stored.params !== requestData) {
          return this.#respond(
            error(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            }),
          );
        }
        return this.#respond(stored.answer, { "idempotent-replayed": "true" });
      }
      if (this.#inFlight.has(key)) {
        return this.#respond(
          error(409, {
            type: "idempotency_error",
            code: "idempotency_key_in_use",
            message:
              "There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): " +
              key,
          }),
        );
      }
      this.#inFlight.add(key);
      try {
        await this.#wait();
        const answer = this.#route(request);
        // Stripe stores only what reached an endpoint: a parameter refused by validation is not.
        if (answer.status !== 400) {
          this.#keys.set(key, { endpoint, params: requestData, answer });
        }
        return this.#respond(answer);
      } finally {
        this.#inFlight.delete(key);
      }
    }
    await this.#wait();
    return this.#respond(this.#route(request));
  }

  /** The browser's part of 3-D Secure: the buyer passes (or fails) their bank's check. */
  authenticate(intentId: string, passed = true): void {
    const intent = this.intents.get(intentId);
    if (intent?.status !== "requires_action") {
      throw new Error(`${intentId} awaits no authentication`);
    }
    Object.assign(
      intent,
      passed
        ? this.#succeeded(intent)
        : {
            status: "requires_payment_method",
            next_action: null,
            last_payment_error: {
              type: "invalid_request_error",
              code: "payment_intent_authentication_failure",
              message: "The provided PaymentMethod has failed authentication.",
            },
          },
    );
  }

  /** The intents created under metadata `idempotency_key` = key. */
  intentsOfKey(key: string): Json[] {
    return [...this.intents.values()].filter(
      (intent) => (intent.metadata as Json).idempotency_key === key,
    );
  }

  /** A PaymentIntent as a webhook event's data carries it: `latest_charge` as an id. */
  snapshot(intentId: string): Json {
    const intent = structuredClone(this.intents.get(intentId));
    if (!intent) throw new Error(`No ${intentId}`);
    const charge = intent.latest_charge as Json | null;
    return { ...intent, latest_charge: charge?.id ?? null };
  }

  #unreachable(request: RecordedRequest): boolean {
    const method = request.params.payment_method ?? request.path.split("/")[3] ?? "";
    return this.#cards.get(method)?.behaviour === "unreachable";
  }

  #wait() {
    return new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }

  #respond(answer: Answer, extra: Record<string, string> = {}): RecordedResponse {
    const headers = { "request-id": `req_${++this.#ids}`, "stripe-version": "double", ...extra };
    return new RecordedResponse(answer.status, headers, answer.body);
  }

  #id(prefix: string): string {
    return `${prefix}_${String(++this.#ids).padStart(14, "0")}`;
  }

  #route(request: RecordedRequest): Answer {
    const { method, path, params, query } = request;
    const parts = path.split("/").slice(2); // ["payment_intents", id?, action?]
    const expand = (source: Record<string, string>) =>
      Object.entries(source)
        .filter(([name]) => name.startsWith("expand["))
        .map(([, value]) => value);
    if (parts[0] === "payment_intents") {
      if (method === "POST" && parts.length === 1) return this.#create(params);
      if (method === "GET" && parts[1] === "search") return this.#search(query);
      const intent = this.intents.get(parts[1] ?? "");
      if (!intent) return this.#missing("payment_intent", parts[1]);
      if (method === "POST" && parts[2] === "cancel") return this.#cancel(intent);
      if (method === "GET") return { status: 200, body: this.#view(intent, expand(query)) };
    }
    if (parts[0] === "payment_methods") {
      const card = this.#method(parts[1] ?? "");
      if (!card) return this.#missing("payment_method", parts[1]);
      if (method === "GET") return { status: 200, body: card };
      if (parts[2] === "attach") return this.#attach(card, params.customer ?? "");
    }
    if (parts[0] === "customers" && method === "POST") {
      return {
        status: 200,
        body: { id: this.#id("cus"), object: "customer", metadata: this.#metadata(params) },
      };
    }
    if (parts[0] === "refunds" && method === "POST") return this.#refund(params);
    return error(404, { type: "invalid_request_error", message: `Unrecognized ${path}` });
  }

  #missing(kind: string, id: string | undefined): Answer {
    return error(404, {
      type: "invalid_request_error",
      code: "resource_missing",
      param: kind === "payment_method" ? undefined : "id",
      message: `No such ${kind}: '${id}'`,
    });
  }

  #metadata(params: Record<string, string>): Json {
    return Object.fromEntries(
      Object.entries(params)
        .filter(([name]) => name.startsWith("metadata["))
        .map(([name, value]) => [name.slice(9, -1), value]),
    );
  }

  #method(id: string): Json | undefined {
    const known = this.methods.get(id);
    if (known) return known;
    const card = this.#cards.get(id);
    if (!card) return undefined;
    const created = {
      id,
      object: "payment_method",
      type: "card",
      customer: null,
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: 2034,
        funding: "credit",
      },
    };
    this.methods.set(id, created);
    return created;
  }

  #attach(method: Json, customer: string): Answer {
    if (this.#cards.get(method.id as string)?.behaviour === "decline_at_attach") {
      return this.#cardError("card_declined", "Your card was declined.", null, method);
    }
    method.customer = customer;
    return { status: 200, body: method };
  }

  #charge(intent: Json): Json {
    const method = this.#method(intent.payment_method as string) as Json;
    return {
      id: this.#id("ch"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      paid: true,
      status: "succeeded",
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: { type: "card", card: structuredClone(method.card) },
    };
  }

  #succeeded(intent: Json): Json {
    return {
      status: "succeeded",
      amount_received: intent.amount,
      next_action: null,
      last_payment_error: null,
      latest_charge: this.#charge(intent),
    };
  }

  #create(params: Record<string, string>): Answer {
    const methodId = params.payment_method ?? "";
    const method = this.#method(methodId);
    if (!method) {
      return error(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "payment_method",
        message: `No such PaymentMethod: '${methodId}'`,
      });
    }
    const id = this.#id("pi");
    const intent: Json = {
      id,
      object: "payment_intent",
      amount: Number(params.amount),
      amount_received: 0,
      currency: params.currency,
      status: "requires_payment_method",
      client_secret: `${id}_secret_double`,
      customer: params.customer ?? null,
      payment_method: methodId,
      allowed_payment_method_types: ["card"],
      setup_future_usage: params.setup_future_usage ?? null,
      metadata: this.#metadata(params),
      latest_charge: null,
      next_action: null,
      last_payment_error: null,
      livemode: false,
    };
    this.intents.set(id, intent);
    const behaviour = this.#cards.get(methodId)?.behaviour;
    const expand = Object.entries(params)
      .filter(([name]) => name.startsWith("expand["))
      .map(([, value]) => value);
    if (behaviour === "decline" || behaviour === "decline_at_attach") {
      return this.#refuse(intent, "card_declined", "Your card was declined.", method);
    }
    if (behaviour === "invalid_number") {
      return this.#refuse(intent, "incorrect_number", "Your card number is incorrect.", method);
    }
    if (behaviour === "authenticate" && params.off_session === "true") {
      return this.#refuse(
        intent,
        "authentication_required",
        "Your card was declined. This transaction requires authentication.",
        method,
      );
    }
    if (behaviour === "authenticate") {
      Object.assign(intent, {
        status: "requires_action",
        next_action: {
          type: "use_stripe_sdk",
          use_stripe_sdk: { type: "three_d_secure_redirect" },
        },
      });
    } else {
      Object.assign(intent, this.#succeeded(intent));
    }
    return { status: 200, body: this.#view(intent, expand) };
  }

  #refuse(intent: Json, code: string, message: string, method: Json): Answer {
    const lastError = { type: "card_error", code, message, payment_method: method };
    Object.assign(intent, { status: "requires_payment_method", last_payment_error: lastError });
    return this.#cardError(code, message, intent, method);
  }

  #cardError(code: string, message: string, intent: Json | null, method: Json): Answer {
    return error(402, {
      type: "card_error",
      code,
      ...(code === "card_declined" ? { decline_code: "generic_decline" } : {}),
      message,
      ...(intent ? { payment_intent: this.#view(intent, []) } : {}),
      payment_method: method,
    });
  }

  #view(intent: Json, expand: string[]): Json {
    const copy = structuredClone(intent);
    const charge = copy.latest_charge as Json | null;
    if (!expand.some((e) => e === "latest_charge" || e === "data.latest_charge")) {
      copy.latest_charge = charge?.id ?? null;
    }
    return copy;
  }

  #search(query: Record<string, string>): Answer {
    const text = query.query ?? "";
    const wanted = [...text.matchAll(/metadata\['(\w+)'\]:'([^']*)'/g)];
    const data = [...this.intents.values()]
      .filter((intent) =>
        wanted.every(([, name, value]) => (intent.metadata as Json)[name as string] === value),
      )
      .map((intent) => this.#view(intent, ["data.latest_charge"]));
    return {
      status: 200,
      body: {
        object: "search_result",
        url: "/v1/payment_intents/search",
        has_more: false,
        next_page: null,
        data,
      },
    };
  }

  #cancel(intent: Json): Answer {
    const cancellable = ["requires_payment_method", "requires_action", "requires_confirmation"];
    if (!cancellable.includes(intent.status as string)) {
      return error(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        payment_intent: this.#view(intent, []),
      });
    }
    Object.assign(intent, {
      status: "canceled",
      cancellation_reason: "abandoned",
      next_action: null,
    });
    return { status: 200, body: this.#view(intent, ["latest_charge"]) };
  }

  #refund(params: Record<string, string>): Answer {
    const intent = this.intents.get(params.payment_intent ?? "");
    if (intent?.status !== "succeeded") {
      return error(400, {
        type: "invalid_request_error",
        code: "charge_not_refundable",
        message: "This PaymentIntent has no successful charge to refund.",
      });
    }
    const amount = Number(params.amount ?? intent.amount);
    const charge = intent.latest_charge as Json;
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    const refund = {
      id: this.#id("re"),
      object: "refund",
      amount,
      status: "succeeded",
      payment_intent: intent.id,
      charge: charge.id,
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }
}
