/**
 * The capacity model's scenario (infra/capacity-model.ts, docs/capacity.md): assumptions, not
 * measurements, and the platform constants it reads from elsewhere in the repository.
 */

export type Zone = "eastern" | "central" | "mountain" | "pacific";

export const ZONES: readonly { zone: Zone; utcOffsetHours: number; share: number }[] = [
  // Shares of campuses by zone, roughly the US population's; standard time, no daylight saving.
  { zone: "eastern", utcOffsetHours: -5, share: 0.47 },
  { zone: "central", utcOffsetHours: -6, share: 0.29 },
  { zone: "mountain", utcOffsetHours: -7, share: 0.07 },
  { zone: "pacific", utcOffsetHours: -8, share: 0.17 },
];

export interface Scenario {
  campuses: number;
  largestCampusStudents: number;
  /** Campus k (1 = largest) has largest × k^-exponent students (a Zipf-like spread). */
  campusSizeExponent: number;
  /** Page views per enrolled student on a weekday (docs/cost.md's large campus: ~1.1). */
  viewsPerStudentPerWeekday: number;
  /** Share of the day's views between 11:30 and 13:00 campus time. */
  lunchShareOfDay: number;
  /** Views per 15 minutes of the lunch window, relative to the window's mean. */
  lunchProfile: readonly number[];
  /** Campus hours outside lunch that get the rest of the day's views (07:00–22:00). */
  busyHours: { from: number; to: number };
  /** Night rate as a share of the daytime background rate (not counted in the day's views). */
  nightFactor: number;
  /** The busiest second against its minute: per-second limits see this much more. */
  secondPeakFactor: number;
  /** Share of a campus's visitors behind its NAT, which WAF and per-address counters see as one address. */
  natShare: number;

  /** Term start: share of the campus's students buying in the first hour of sales. */
  buyerShare: number;
  /** Share of the hour's buyers in each 5 minutes, front-loaded (sums to 1). */
  openingProfile: readonly number[];
  /** Uncached API calls of one buyer, by route (measured costs per route). */
  buyerJourney: Readonly<Record<string, number>>;
  /** Public page views of one buyer (edge model of docs/cost.md). */
  viewsPerBuyer: number;
  /** Share of purchases that save the card for a subscription (3 more Stripe calls). */
  recurringShare: number;
  /** Card declines per card checkout. */
  declineRate: number;
  /** Order confirmation mails per buyer (through the outbox). */
  mailsPerBuyer: number;
  /** Password resets (request + new password, 2 calls) per buyer. */
  resetsPerBuyer: number;

  /** A popular reservation night at the largest campus: students trying at the opening. */
  reservationStudents: number;
  reservationSeats: number;
  /** Share of the students arriving in the opening's first 10 seconds. */
  reservationBurstShare: number;
  /** Share of attempts for the most wanted slot (one slot counter item). */
  popularSlotShare: number;
  reservationJourney: Readonly<Record<string, number>>;

  /** A promoted survey at the largest campus: share of students voting in its first 10 minutes. */
  surveyVoterShare: number;
  /** Vote counters per survey in the sharded design. */
  surveyShards: number;

  /** Monthly subscriptions per student; on the 1st all are due at once. */
  subscriptionsPerStudent: number;
  /** Share of Stripe's PaymentIntent rate billing may use; the day's checkouts keep the rest. */
  billingStripeShare: number;
  /** Share of the SES rate the outbox may use; direct sends (resets, staff mail) keep the rest. */
  outboxSesShare: number;
}

export const SCENARIO: Scenario = {
  campuses: 300,
  largestCampusStudents: 60_000,
  campusSizeExponent: 0.6,
  viewsPerStudentPerWeekday: 1.2,
  lunchShareOfDay: 0.35,
  lunchProfile: [0.6, 1.2, 1.5, 1.2, 0.9, 0.6],
  busyHours: { from: 7, to: 22 },
  nightFactor: 0.1,
  secondPeakFactor: 1.5,
  natShare: 0.5,

  buyerShare: 0.2,
  openingProfile: [0.25, 0.15, 0.1, 0.08, 0.07, 0.06, 0.06, 0.05, 0.05, 0.05, 0.04, 0.04],
  buyerJourney: {
    "GET /v1/customer/csrf": 1,
    "POST /v1/customer/authenticate": 1.1,
    "POST /v1/customer/create": 0.25,
    "GET /v1/orderform/quick_add": 1,
    "GET /v1/cart/fetch": 3,
    "POST /v1/cart/add_meal_plan": 1.2,
    "POST /v1/cart/update_selections": 2,
    "POST /v1/promo_codes/apply": 0.3,
    // Double clicks and 3-D Secure repeats send the same checkout again.
    "POST /v1/cart/create_cc_order": 1.2,
    "POST /v1/payments/webhook": 1,
  },
  viewsPerBuyer: 4,
  recurringShare: 0.25,
  declineRate: 0.05,
  mailsPerBuyer: 1,
  resetsPerBuyer: 0.05,

  reservationStudents: 2_000,
  reservationSeats: 300,
  reservationBurstShare: 0.5,
  popularSlotShare: 0.4,
  reservationJourney: {
    "GET /v1/reservations/availability": 2,
    // Some try again after their slot filled.
    "POST /v1/reservations": 1.3,
  },

  surveyVoterShare: 0.2,
  surveyShards: 10,

  subscriptionsPerStudent: 0.05,
  billingStripeShare: 0.8,
  outboxSesShare: 0.8,
};

/** Platform constants the model reads from elsewhere in the repository (cited per line). */
export const PLATFORM = {
  /** infra/constructs/group-function.ts and worker-function.ts: 512 MB. */
  lambdaMemoryMb: 512,
  /** Lambda gives one full vCPU at 1,769 MB, proportionally less below (docs/cost.md). */
  fullVcpuMemoryMb: 1_769,
  /** docs/cost.md: a DynamoDB round trip in the region, single-digit milliseconds. */
  dynamoRoundTripSeconds: 0.005,
  /** docs/cost.md: a cold start's INIT plus first request at 512 MB. */
  coldStartSeconds: 0.7,
  /** docs/cost.md: share of requests that start an environment in steady traffic. */
  coldShareSteady: 0.02,
  /**
   * At an opening (sales at 9:00, bookings at noon) the functions scale from a few environments
   * in seconds: a quarter of the busiest second's requests wait for a new one (assumption).
   */
  coldShareOpening: 0.25,
  /** A Stripe API call (create/confirm, retrieve): typical, and a fast one for pacing. */
  stripeCallSeconds: 0.5,
  stripeFastCallSeconds: 0.3,
  /** A saved card for a subscription: retrieve, customer, attach (functions/purchase/gateway/stripe-gateway.ts). */
  stripeSaveCardCalls: 3,
  /** An SES SendEmail call in the region (assumption; SES publishes no latency). */
  sesSendSeconds: 0.06,
  /** Outbox delivery: lease, mark sent, recipient cap (functions/platform/outbox/delivery.ts). */
  outboxDynamoCallsPerMail: 3,
  /** infra/constructs/mail-outbox.ts: the worker's timeout. */
  outboxTimeoutSeconds: 45,
  outboxMaxBatch: 10,
  /** infra/constructs/billing.ts: the billing worker's timeout. */
  billingWorkerTimeoutSeconds: 300,
  /**
   * functions/subscriptions/billing/billing-service.ts STOP_RESERVE_MS: a run stops starting charges with this
   * much time left and goes on in a follow-up message.
   */
  billingStopReserveSeconds: 60,
  /** Stripe webhook events per charge the endpoint acts on or ignores (docs/payments.md). */
  webhookEventsPerCharge: 1,
  /** The oldest pending mail may be this old before UndeliveredMailAlarm fires (15 minutes). */
  undeliveredMailAlarmSeconds: 900,
  /** CloudFront requests per page view, API calls included (docs/cost.md). */
  cloudFrontRequestsPerView: 9.07,
  /** Item sizes of the hot keys, in KB (a transactional write costs 2 WCU per KB). */
  surveyItemKb: 2,
  counterItemKb: 1,
} as const;

/** Safety margins applied when a setting is sized from a demand. */
export const HEADROOM = {
  stageThrottle: 1.5,
  reservedConcurrency: 1.5,
  wafRateLimit: 1.5,
} as const;
