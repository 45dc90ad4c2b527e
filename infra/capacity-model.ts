import * as z from "zod";
import { LIMITS } from "./capacity-limits";
import measuredJson from "./capacity-measured.json" with { type: "json" };
import { HEADROOM, PLATFORM, SCENARIO, type Scenario, ZONES, type Zone } from "./capacity-scenario";

/**
 * The capacity model (docs/capacity.md): every campus on one AWS account, four peaks, every
 * limit that applies, and the settings sized from them (infra/config.ts reads DEFAULT_SETTINGS).
 * Pure: numbers in, numbers out. Per-route costs come from infra/capacity-measured.json, which
 * `npm run bench -- --only capacity` writes; the scenario is infra/capacity-scenario.ts, the AWS
 * and provider limits infra/capacity-limits.ts (both re-exported here).
 */

export * from "./capacity-limits";
export * from "./capacity-scenario";

// ---------------------------------------------------------------------------------------------
// Measured per-route costs (infra/capacity-measured.json).

const routeCostSchema = z.object({
  cpuMs: z.number().nonnegative(),
  rcu: z.number().nonnegative(),
  wcu: z.number().nonnegative(),
  calls: z.number().nonnegative(),
  /** Not measured by the bench: an estimate it carries forward. */
  estimated: z.boolean().optional(),
});
export type RouteCost = z.infer<typeof routeCostSchema>;

export const measuredSchema = z.object({
  measuredAt: z.string().nullable(),
  node: z.string().nullable().optional(),
  loadAverage: z.unknown().optional(),
  knee: z.object({ rate: z.number(), p99Ms: z.number() }).nullable().optional(),
  provisional: z.string().optional(),
  source: z.string().optional(),
  notMeasured: z.array(z.string()).optional(),
  routes: z.record(z.string(), routeCostSchema),
});
export type Measured = z.infer<typeof measuredSchema>;

export const MEASURED: Measured = measuredSchema.parse(measuredJson);

/** The routes the model prices; the bench must measure each. */
export const EDGE_ROUTES = {
  info: "GET /v1/sites/{slug}/info",
  tiles: "GET /v1/sites/home_tiles",
  page: "GET /v1/location/menu",
  browser: "POST /v1/sites/user_agent",
} as const;
export const SURVEY_ROUTE = "POST /v1/surveys/answer";
export const CHECKOUT_ROUTE = "POST /v1/cart/create_cc_order";
export const BOOKING_ROUTE = "POST /v1/reservations";

export function requiredRoutes(scenario: Scenario = SCENARIO): string[] {
  return [
    ...new Set([
      ...Object.values(EDGE_ROUTES),
      ...Object.keys(scenario.buyerJourney),
      ...Object.keys(scenario.reservationJourney),
      SURVEY_ROUTE,
    ]),
  ];
}

export function costOf(measured: Measured, route: string): RouteCost {
  const cost = measured.routes[route];
  if (!cost) {
    throw new Error(
      `infra/capacity-measured.json has no figures for "${route}": run npm run bench -- --only capacity.`,
    );
  }
  return cost;
}

/** `GET /v1/sites/{slug}/info` → `sites`: the Lambda group that serves it. */
export const groupOf = (route: string): string => route.split(" ")[1]?.split("/")[2] ?? "";

/**
 * A route's Lambda time: its CPU stretched by the CPU share of 512 MB, a round trip per
 * DynamoDB call (sequential, the upper bound), and the payment gateway's calls for checkout.
 */
export function durationSeconds(
  route: string,
  measured: Measured = MEASURED,
  scenario: Scenario = SCENARIO,
): number {
  const cost = costOf(measured, route);
  const cpu = (cost.cpuMs / 1000) * (PLATFORM.fullVcpuMemoryMb / PLATFORM.lambdaMemoryMb);
  const dynamo = cost.calls * PLATFORM.dynamoRoundTripSeconds;
  const stripe =
    route === CHECKOUT_ROUTE
      ? (1 + scenario.recurringShare * PLATFORM.stripeSaveCardCalls) * PLATFORM.stripeCallSeconds
      : 0;
  return cpu + dynamo + stripe;
}

// ---------------------------------------------------------------------------------------------
// Campuses.

export interface Campus {
  rank: number;
  students: number;
  zone: Zone;
  utcOffsetHours: number;
}

/** Campus k has largest × k^-exponent students; zones are dealt by share, largest first. */
export function campusesOf(scenario: Scenario = SCENARIO): Campus[] {
  const assigned = new Map<Zone, number>(ZONES.map(({ zone }) => [zone, 0]));
  return Array.from({ length: scenario.campuses }, (_, index) => {
    const rank = index + 1;
    const pick = ZONES.reduce((best, candidate) =>
      candidate.share * rank - (assigned.get(candidate.zone) ?? 0) >
      best.share * rank - (assigned.get(best.zone) ?? 0)
        ? candidate
        : best,
    );
    assigned.set(pick.zone, (assigned.get(pick.zone) ?? 0) + 1);
    return {
      rank,
      students: Math.round(scenario.largestCampusStudents * rank ** -scenario.campusSizeExponent),
      zone: pick.zone,
      utcOffsetHours: pick.utcOffsetHours,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Rates: requests per second by route.

export type Rates = Record<string, number>;

export const addRates = (...all: Rates[]): Rates => {
  const sum: Rates = {};
  for (const rates of all) {
    for (const [route, rate] of Object.entries(rates)) sum[route] = (sum[route] ?? 0) + rate;
  }
  return sum;
};
export const scaleRates = (rates: Rates, factor: number): Rates =>
  Object.fromEntries(Object.entries(rates).map(([route, rate]) => [route, rate * factor]));
export const totalRate = (rates: Rates): number =>
  Object.values(rates).reduce((sum, rate) => sum + rate, 0);

/** docs/cost.md "The edge hit ratio": one URL asked λ/s with freshness F reaches the origin λ/(1+Fλ). */
export const originShare = (rate: number, freshnessSeconds: number): number =>
  rate / (1 + freshnessSeconds * rate);

/**
 * A campus's API calls at the origin when its visitors view `views` pages a second: per view
 * 1 site info (fresh 60 s), 0.4 home tiles (30 s), 1.27 page reads over ~20 URLs (60 s), and
 * the browser-details POST once per 3-view visit, never cached (docs/cost.md).
 */
export function originRatesForViews(views: number): Rates {
  const pageUrlRate = (1.27 * views) / 20;
  return {
    [EDGE_ROUTES.info]: originShare(views, 60),
    [EDGE_ROUTES.tiles]: originShare(0.4 * views, 30),
    [EDGE_ROUTES.page]: 20 * originShare(pageUrlRate, 60),
    [EDGE_ROUTES.browser]: views / 3,
  };
}

/** API calls at the edge per view (docs/cost.md: 2.67 GETs and 0.33 POST). */
export const EDGE_API_CALLS_PER_VIEW = 3;

// ---------------------------------------------------------------------------------------------
// Campus traffic over a weekday.

const LUNCH_START_HOURS = 11.5;
const LUNCH_SECONDS = 90 * 60;

export function dailyViews(campus: Campus, scenario: Scenario = SCENARIO): number {
  return campus.students * scenario.viewsPerStudentPerWeekday;
}

/** Views/s of one campus at an instant given in hours UTC (0–24). */
export function campusViewsAt(
  campus: Campus,
  utcHours: number,
  scenario: Scenario = SCENARIO,
): number {
  const local = (((utcHours + campus.utcOffsetHours) % 24) + 24) % 24;
  const views = dailyViews(campus, scenario);
  const lunchMean = (views * scenario.lunchShareOfDay) / LUNCH_SECONDS;
  const { from, to } = scenario.busyHours;
  const backgroundSeconds = (to - from) * 3600 - LUNCH_SECONDS;
  const background = (views * (1 - scenario.lunchShareOfDay)) / backgroundSeconds;
  if (local >= LUNCH_START_HOURS && local < LUNCH_START_HOURS + 1.5) {
    const quarter = Math.floor((local - LUNCH_START_HOURS) * 4);
    return lunchMean * (scenario.lunchProfile[quarter] ?? 1);
  }
  if (local >= from && local < to) return background;
  return background * scenario.nightFactor;
}

/** The platform's origin calls by route at an instant, every campus through its own cache. */
export function platformOriginAt(
  campuses: readonly Campus[],
  utcHours: number,
  scenario: Scenario = SCENARIO,
): Rates {
  return addRates(
    ...campuses.map((campus) => originRatesForViews(campusViewsAt(campus, utcHours, scenario))),
  );
}

// ---------------------------------------------------------------------------------------------
// Shared arithmetic of a peak.

export interface DynamoDemand {
  rcu: number;
  wcu: number;
}

export function dynamoDemand(rates: Rates, measured: Measured = MEASURED): DynamoDemand {
  let rcu = 0;
  let wcu = 0;
  for (const [route, rate] of Object.entries(rates)) {
    const cost = costOf(measured, route);
    rcu += rate * cost.rcu;
    wcu += rate * cost.wcu;
  }
  return { rcu, wcu };
}

/**
 * Lambda concurrency = rate × duration, by group, each cold request also waiting for its INIT:
 * 2 % of requests in steady traffic, more at an opening (`opening`), when the functions scale out.
 */
export function concurrencyByGroup(
  rates: Rates,
  options: { opening?: boolean; measured?: Measured; scenario?: Scenario } = {},
): Record<string, number> {
  const byGroup: Record<string, number> = {};
  const coldShare = options.opening ? PLATFORM.coldShareOpening : PLATFORM.coldShareSteady;
  for (const [route, rate] of Object.entries(rates)) {
    const seconds =
      durationSeconds(route, options.measured, options.scenario) +
      coldShare * PLATFORM.coldStartSeconds;
    const group = groupOf(route);
    byGroup[group] = (byGroup[group] ?? 0) + rate * seconds;
  }
  return byGroup;
}

export const sumValues = (values: Record<string, number>): number =>
  Object.values(values).reduce((sum, value) => sum + value, 0);

/** A transactional write or condition check costs 2 WCU per KB of the item. */
export const transactionalWcu = (itemKb: number): number => 2 * Math.ceil(itemKb);

// ---------------------------------------------------------------------------------------------
// Peak 1: weekday lunch, rolling across the four zones.

export interface LunchPeak {
  /** Hours UTC of the busiest quarter hour. */
  utcHours: number;
  /** Per-second demand at that moment (second peak factor applied). */
  origin: Rates;
  originRate: number;
  edgeApiRate: number;
  cloudFrontRate: number;
  concurrency: Record<string, number>;
  dynamo: DynamoDemand;
  /** Hit ratio of the API calls at that moment (share served by CloudFront). */
  hitRatio: number;
  largestCampusViews: number;
}

export function lunchPeak(scenario: Scenario = SCENARIO, measured: Measured = MEASURED): LunchPeak {
  const campuses = campusesOf(scenario);
  let best = { utcHours: 0, origin: {} as Rates, views: 0 };
  // Quarter hours over the UTC day: lunch rolls from Eastern to Pacific.
  for (let step = 0; step < 96; step++) {
    const utcHours = step / 4;
    const origin = platformOriginAt(campuses, utcHours, scenario);
    if (totalRate(origin) > totalRate(best.origin)) {
      const views = campuses.reduce((sum, c) => sum + campusViewsAt(c, utcHours, scenario), 0);
      best = { utcHours, origin, views };
    }
  }
  const origin = scaleRates(best.origin, scenario.secondPeakFactor);
  const views = best.views * scenario.secondPeakFactor;
  const largest = campusesOf(scenario)[0];
  const largestLunch = largest
    ? Math.max(...scenario.lunchProfile) *
      ((dailyViews(largest, scenario) * scenario.lunchShareOfDay) / LUNCH_SECONDS)
    : 0;
  const edgeApiRate = views * EDGE_API_CALLS_PER_VIEW;
  return {
    utcHours: best.utcHours,
    origin,
    originRate: totalRate(origin),
    edgeApiRate,
    cloudFrontRate: views * PLATFORM.cloudFrontRequestsPerView,
    concurrency: concurrencyByGroup(origin, { measured, scenario }),
    dynamo: dynamoDemand(origin, measured),
    hitRatio: 1 - totalRate(origin) / edgeApiRate,
    largestCampusViews: largestLunch * scenario.secondPeakFactor,
  };
}

// ---------------------------------------------------------------------------------------------
// Peak 2: term-start meal-plan sales, the n largest campuses opening at 9:00 together.

/** 9:00 Eastern: the largest campuses are Eastern; every opening is put at the same instant. */
export const TERM_START_UTC_HOURS = 14;

export interface TermStart {
  campuses: number;
  students: number;
  buyers: number;
  /** Buyers/s at the busiest second. */
  peakBuyersPerSecond: number;
  origin: Rates;
  originRate: number;
  cloudFrontRate: number;
  concurrency: Record<string, number>;
  dynamo: DynamoDemand;
  /** Stripe calls/s, all campuses on the company's account, and the busiest campus's own. */
  stripeRate: number;
  stripeRatePerCampus: number;
  /** PaymentIntents created per second (one endpoint): all campuses, and the busiest campus. */
  paymentIntentRate: number;
  paymentIntentRatePerCampus: number;
  /** Mails/s written at the busiest minute, and the outbox's backlog through the hour. */
  mailRate: number;
  mailBacklogMax: number;
  mailDelaySeconds: number;
  mailsInHour: number;
  /** Hot keys of the largest opening campus. */
  sitePartitionRcu: number;
  natCheckoutCounterWcu: number;
  natFailedPaymentsPer15Min: number;
  /** Requests through the largest campus's NAT per WAF window, by rate-limit kind. */
  natPerWindow: { signIn: number; signUp: number; passwordReset: number; checkout: number };
}

function buyerRates(buyersPerSecond: number, scenario: Scenario): Rates {
  return scaleRates({ ...scenario.buyerJourney }, buyersPerSecond);
}

/** Stripe calls per buyer: each checkout call creates a PaymentIntent; a saved card adds three. */
export function stripeOpsPerBuyer(scenario: Scenario = SCENARIO): number {
  const checkouts = scenario.buyerJourney[CHECKOUT_ROUTE] ?? 0;
  return checkouts + scenario.recurringShare * PLATFORM.stripeSaveCardCalls;
}

/** Mails/s the outbox can send: its workers' sequential pace, but no more than its SES share. */
export function outboxSendRate(workers: number, sesRate: number, scenario: Scenario = SCENARIO) {
  const perMail =
    PLATFORM.sesSendSeconds + PLATFORM.outboxDynamoCallsPerMail * PLATFORM.dynamoRoundTripSeconds;
  return Math.min(workers / perMail, sesRate * scenario.outboxSesShare);
}

/** Outbox workers whose sequential sends stay within the outbox's SES share; at least one. */
export function outboxWorkersFor(sesRate: number, scenario: Scenario = SCENARIO): number {
  const perWorker = outboxSendRate(1, Number.POSITIVE_INFINITY, scenario);
  return Math.max(1, Math.floor((sesRate * scenario.outboxSesShare) / perWorker));
}

export interface TermStartOptions {
  scenario?: Scenario;
  measured?: Measured;
  sesRate?: number;
  outboxWorkers?: number;
  /** Campuses opening instead of the n largest (the rest of the platform stays in the morning). */
  openings?: Campus[];
}

export function termStart(n: number, options: TermStartOptions = {}): TermStart {
  const scenario = options.scenario ?? SCENARIO;
  const measured = options.measured ?? MEASURED;
  const all = campusesOf(scenario);
  const opening = options.openings ?? all.slice(0, n);
  const others = options.openings ? all : all.slice(n);
  const bucketSeconds = 300;
  const peakBucket = Math.max(...scenario.openingProfile);
  const second = scenario.secondPeakFactor;

  // Per-second demand at the busiest second of the busiest 5 minutes.
  const buyersAtPeak = (campus: Campus) =>
    ((campus.students * scenario.buyerShare * peakBucket) / bucketSeconds) * second;
  const openingRates = opening.map((campus) => {
    const buyers = buyersAtPeak(campus);
    const views =
      campusViewsAt(campus, TERM_START_UTC_HOURS, scenario) * second +
      buyers * scenario.viewsPerBuyer;
    return addRates(buyerRates(buyers, scenario), originRatesForViews(views));
  });
  const background = scaleRates(platformOriginAt(others, TERM_START_UTC_HOURS, scenario), second);
  const origin = addRates(background, ...openingRates);
  const peakBuyersPerSecond = opening.reduce((sum, c) => sum + buyersAtPeak(c), 0);
  const views =
    all.reduce((sum, c) => sum + campusViewsAt(c, TERM_START_UTC_HOURS, scenario), 0) * second +
    peakBuyersPerSecond * scenario.viewsPerBuyer;

  // The outbox through the hour, 5 minutes at a time: mails written vs mails sent.
  const sesRate = options.sesRate ?? LIMITS.sesProductionRate.value;
  const sendRate = outboxSendRate(options.outboxWorkers ?? 1, sesRate, scenario);
  const buyers = opening.reduce((sum, c) => sum + c.students * scenario.buyerShare, 0);
  let backlog = 0;
  let backlogMax = 0;
  for (const share of scenario.openingProfile) {
    backlog = Math.max(
      0,
      backlog + buyers * share * scenario.mailsPerBuyer - sendRate * bucketSeconds,
    );
    backlogMax = Math.max(backlogMax, backlog);
  }

  const largest = opening[0];
  const largestRates = openingRates[0] ?? {};
  const largestBuyersPerBucket = largest ? largest.students * scenario.buyerShare * peakBucket : 0;
  const natBuyers = largestBuyersPerBucket * scenario.natShare;
  const journey = scenario.buyerJourney;
  const checkoutRate = largestRates[CHECKOUT_ROUTE] ?? 0;
  // First 15 minutes: the first three buckets.
  const first15 = scenario.openingProfile.slice(0, 3).reduce((sum, share) => sum + share, 0);
  const counterWcu = transactionalWcu(PLATFORM.counterItemKb);
  return {
    campuses: opening.length,
    students: opening.reduce((sum, c) => sum + c.students, 0),
    buyers,
    peakBuyersPerSecond,
    origin,
    originRate: totalRate(origin),
    cloudFrontRate: views * PLATFORM.cloudFrontRequestsPerView,
    concurrency: concurrencyByGroup(origin, { opening: true, measured, scenario }),
    dynamo: dynamoDemand(origin, measured),
    stripeRate: peakBuyersPerSecond * stripeOpsPerBuyer(scenario),
    stripeRatePerCampus: largest ? buyersAtPeak(largest) * stripeOpsPerBuyer(scenario) : 0,
    paymentIntentRate: peakBuyersPerSecond * (journey[CHECKOUT_ROUTE] ?? 0),
    paymentIntentRatePerCampus: largest
      ? buyersAtPeak(largest) * (journey[CHECKOUT_ROUTE] ?? 0)
      : 0,
    mailRate: (buyers * peakBucket * scenario.mailsPerBuyer * second) / bucketSeconds,
    mailBacklogMax: backlogMax,
    mailDelaySeconds: sendRate > 0 ? backlogMax / sendRate : Number.POSITIVE_INFINITY,
    mailsInHour: buyers * scenario.mailsPerBuyer,
    // Conservative: every read of a purchase route counted on the campus's site partition.
    sitePartitionRcu: dynamoDemand(
      Object.fromEntries(Object.entries(largestRates).filter(([route]) => route in journey)),
      measured,
    ).rcu,
    // Every checkout checks the NAT's failed-payment counter; a decline also adds to it.
    natCheckoutCounterWcu:
      checkoutRate * scenario.natShare * (1 + scenario.declineRate) * counterWcu,
    natFailedPaymentsPer15Min: largest
      ? largest.students *
        scenario.buyerShare *
        first15 *
        scenario.natShare *
        (journey[CHECKOUT_ROUTE] ?? 0) *
        scenario.declineRate
      : 0,
    natPerWindow: {
      signIn: natBuyers * (journey["POST /v1/customer/authenticate"] ?? 0),
      signUp: natBuyers * (journey["POST /v1/customer/create"] ?? 0),
      passwordReset: natBuyers * scenario.resetsPerBuyer * 2,
      checkout:
        natBuyers * ((journey[CHECKOUT_ROUTE] ?? 0) + (journey["POST /v1/promo_codes/apply"] ?? 0)),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Peak 3: the 1st of the month, every monthly subscription due at once.

export interface BillingPlan {
  /** Campuses billed at once (the SQS event source's maximum concurrency). */
  workers: number;
  /** PaymentIntents one campus run may create per second (BILLING_CHARGES_PER_SECOND). */
  chargesPerSecond: number;
}

/**
 * Billing's pace: its share of Stripe's PaymentIntent endpoint (the tighter of Stripe's limits:
 * a charge is one creation), split over the fewest workers SQS allows, two: more campuses at once
 * would only split the same budget, while two let a small campus pass a large one's run.
 */
export function billingPlan(scenario: Scenario = SCENARIO): BillingPlan {
  const workers = LIMITS.sqsMaxConcurrencyMin.value;
  const budget = LIMITS.stripeEndpointRate.value * scenario.billingStripeShare;
  return { workers, chargesPerSecond: Math.max(1, Math.floor(budget / workers)) };
}

export interface Billing extends BillingPlan {
  largestCampusSubscriptions: number;
  /** The largest campus's run at its pace, and the invocations it takes (a follow-up message each). */
  largestCampusSeconds: number;
  largestCampusInvocations: number;
  /** The busiest zone's campuses through the workers, largest last (the worst order). */
  zoneSeconds: number;
  zone: Zone;
  /** PaymentIntents created per second (Stripe's endpoint limit), and Stripe calls in all. */
  paymentIntentRate: number;
  stripeRate: number;
  /** Webhook calls/s the charges bring back to the API. */
  webhookRate: number;
}

export function firstOfMonth(
  plan: BillingPlan = billingPlan(),
  scenario: Scenario = SCENARIO,
): Billing {
  const campuses = campusesOf(scenario);
  const secondsOf = (campus: Campus) =>
    (campus.students * scenario.subscriptionsPerStudent) / plan.chargesPerSecond;
  const largest = campuses[0];
  const largestSeconds = largest ? secondsOf(largest) : 0;
  const slice = PLATFORM.billingWorkerTimeoutSeconds - PLATFORM.billingStopReserveSeconds;

  // The dispatcher runs hourly; a zone's campuses reach the 1st in the same run.
  let zoneSeconds = 0;
  let busiest: Zone = "eastern";
  for (const { zone } of ZONES) {
    const runs = campuses
      .filter((campus) => campus.zone === zone)
      .map(secondsOf)
      .sort((a, b) => a - b);
    const free = Array.from({ length: plan.workers }, () => 0);
    for (const run of runs) {
      const next = free.indexOf(Math.min(...free));
      free[next] = (free[next] ?? 0) + run;
    }
    const makespan = Math.max(...free);
    if (makespan > zoneSeconds) {
      zoneSeconds = makespan;
      busiest = zone;
    }
  }
  const paymentIntentRate = plan.workers * plan.chargesPerSecond;
  return {
    ...plan,
    largestCampusSubscriptions: largest ? largest.students * scenario.subscriptionsPerStudent : 0,
    largestCampusSeconds: largestSeconds,
    largestCampusInvocations: Math.max(1, Math.ceil(largestSeconds / slice)),
    zoneSeconds,
    zone: busiest,
    paymentIntentRate,
    // An off-session charge is one creation; a rare retrieve follows an unsettled answer.
    stripeRate: paymentIntentRate,
    webhookRate: paymentIntentRate * PLATFORM.webhookEventsPerCharge,
  };
}

// ---------------------------------------------------------------------------------------------
// Peak 4: a popular reservation night opening at the largest campus, at lunch.

export interface ReservationNight {
  peakStudentsPerSecond: number;
  origin: Rates;
  originRate: number;
  concurrency: Record<string, number>;
  /** Booking transactions/s at the opening. */
  bookingRate: number;
  /** Write units/s on the night's slot partition (all slots of the location and date). */
  slotPartitionWcu: number;
  /** ...and on the most wanted slot's counter item. */
  popularSlotWcu: number;
  /** Seconds of transactions: until the seats are gone (admission read) or until the burst ends. */
  transactSecondsWithAdmission: number;
  transactSecondsWithout: number;
  /** Reservation requests through the campus NAT in one WAF window. */
  natPerWindow: number;
}

export function reservationNight(
  scenario: Scenario = SCENARIO,
  measured: Measured = MEASURED,
): ReservationNight {
  const burstSeconds = 10;
  const students =
    ((scenario.reservationStudents * scenario.reservationBurstShare) / burstSeconds) *
    scenario.secondPeakFactor;
  const journey = scaleRates({ ...scenario.reservationJourney }, students);
  const bookingRate = journey[BOOKING_ROUTE] ?? 0;
  // Each booking's transaction moves the slot counter and writes the slot holder, both under the
  // night's partition key.
  const perBooking = 2 * transactionalWcu(PLATFORM.counterItemKb);
  const attempts = scenario.reservationStudents * (scenario.reservationJourney[BOOKING_ROUTE] ?? 0);
  return {
    peakStudentsPerSecond: students,
    origin: journey,
    originRate: totalRate(journey),
    concurrency: concurrencyByGroup(journey, { opening: true, measured, scenario }),
    bookingRate,
    slotPartitionWcu: bookingRate * perBooking,
    popularSlotWcu:
      bookingRate * scenario.popularSlotShare * transactionalWcu(PLATFORM.counterItemKb),
    transactSecondsWithAdmission: scenario.reservationSeats / bookingRate,
    transactSecondsWithout: attempts / bookingRate,
    natPerWindow:
      scenario.reservationStudents *
      scenario.natShare *
      (scenario.reservationJourney[BOOKING_ROUTE] ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Hot keys of the lunch hour: a promoted survey at the largest campus.

export interface SurveyPeak {
  votesPerSecond: number;
  /** Write units/s on the survey's counter: one item, and one shard of the sharded design. */
  unshardedWcu: number;
  shardWcu: number;
  /** Votes through the campus NAT per 10 minutes (the per-address vote counter's window). */
  natVotesPer10Min: number;
  natCounterWcu: number;
}

export function surveyPeak(scenario: Scenario = SCENARIO): SurveyPeak {
  const largest = campusesOf(scenario)[0];
  const voters = (largest?.students ?? 0) * scenario.surveyVoterShare;
  const votesPerSecond = (voters / 600) * scenario.secondPeakFactor;
  const unshardedWcu = votesPerSecond * transactionalWcu(PLATFORM.surveyItemKb);
  return {
    votesPerSecond,
    unshardedWcu,
    shardWcu: unshardedWcu / scenario.surveyShards,
    natVotesPer10Min: voters * scenario.natShare,
    natCounterWcu: votesPerSecond * scenario.natShare * transactionalWcu(PLATFORM.counterItemKb),
  };
}

// ---------------------------------------------------------------------------------------------
// How many campuses open term-start sales in the same hour before an account limit breaks.

export interface LimitCheck {
  name: string;
  demand: number;
  capacity: number;
}

/** The account-wide limits term start runs into, in the order docs/capacity.md lists them. */
export function termStartChecks(
  peak: TermStart,
  options: { ownStripeAccounts?: boolean } = {},
): LimitCheck[] {
  const own = options.ownStripeAccounts;
  return [
    {
      name: own
        ? "Stripe PaymentIntents/s, each campus's own account"
        : "Stripe PaymentIntents/s, the company's account",
      demand: own ? peak.paymentIntentRatePerCampus : peak.paymentIntentRate,
      capacity: LIMITS.stripeEndpointRate.value,
    },
    {
      name: own
        ? "Stripe calls/s, each campus's own account"
        : "Stripe calls/s, the company's account",
      demand: own ? peak.stripeRatePerCampus : peak.stripeRate,
      capacity: LIMITS.stripeLiveRate.value,
    },
    {
      name: "SES: oldest mail waiting (s) vs the undelivered-mail alarm",
      demand: peak.mailDelaySeconds,
      capacity: PLATFORM.undeliveredMailAlarmSeconds,
    },
    {
      name: "Lambda account concurrency",
      demand: sumValues(peak.concurrency),
      capacity: LIMITS.lambdaAccountConcurrency.value,
    },
    {
      name: "API Gateway account rate",
      demand: peak.originRate,
      capacity: LIMITS.apiAccountRate.value,
    },
    // What an on-demand table serves at once without pre-warming; it scales further (to the
    // 40,000 quota) only as traffic builds up, not within an opening minute.
    {
      name: "DynamoDB reads served at once",
      demand: peak.dynamo.rcu,
      capacity: LIMITS.newTableWarmReads.value,
    },
    {
      name: "DynamoDB writes served at once",
      demand: peak.dynamo.wcu,
      capacity: LIMITS.newTableWarmWrites.value,
    },
    {
      name: "CloudFront distribution rate",
      demand: peak.cloudFrontRate,
      capacity: LIMITS.cloudFrontRate.value,
    },
  ];
}

export interface Capacity {
  /** The most campuses (largest first) that may open in the same minute. */
  campuses: number;
  students: number;
  /** The first limit past its capacity with one campus more. */
  breaksFirst: string;
  /** The most students whose campuses open in the same minute, however they are split. */
  studentsAtOnce: number;
  breaksFirstAtOnce: string;
}

export function termStartCapacity(
  options: { ownStripeAccounts?: boolean; scenario?: Scenario; measured?: Measured } = {},
): Capacity {
  const scenario = options.scenario ?? SCENARIO;
  let fits = 0;
  let breaksFirst = "none within the scenario's campuses";
  for (let n = 1; n <= scenario.campuses; n++) {
    const peak = termStart(n, { scenario, measured: options.measured });
    const broken = termStartChecks(peak, options).find((check) => check.demand > check.capacity);
    if (broken) {
      breaksFirst = broken.name;
      break;
    }
    fits = n;
  }
  const students = campusesOf(scenario)
    .slice(0, fits)
    .reduce((sum, c) => sum + c.students, 0);
  return { campuses: fits, students, breaksFirst, ...studentsAtOnce(options) };
}

/**
 * The most students opening in the same minute, as one campus of that size (the account-wide
 * limits grow with students, not with how they split into campuses): found by bisection.
 */
function studentsAtOnce(options: {
  ownStripeAccounts?: boolean;
  scenario?: Scenario;
  measured?: Measured;
}): { studentsAtOnce: number; breaksFirstAtOnce: string } {
  const scenario = options.scenario ?? SCENARIO;
  const largest = campusesOf(scenario)[0];
  if (!largest) return { studentsAtOnce: 0, breaksFirstAtOnce: "no campus" };
  const brokenAt = (students: number) => {
    const peak = termStart(1, {
      scenario,
      measured: options.measured,
      openings: [{ ...largest, rank: 0, students }],
    });
    // Each campus's own Stripe account is per campus, not shared: only the shared limits count.
    return termStartChecks(peak, options).find(
      (check) =>
        check.demand > check.capacity &&
        !(options.ownStripeAccounts && check.name.startsWith("Stripe")),
    );
  };
  let low = 0;
  let high = 10_000_000;
  if (!brokenAt(high)) return { studentsAtOnce: high, breaksFirstAtOnce: "none" };
  while (high - low > 100) {
    const middle = Math.floor((low + high) / 2);
    if (brokenAt(middle)) high = middle;
    else low = middle;
  }
  return { studentsAtOnce: low, breaksFirstAtOnce: brokenAt(high)?.name ?? "none" };
}

// ---------------------------------------------------------------------------------------------
// The settings the peaks call for (infra/config.ts defaults).

/** Route groups whose Lambdas get reserved concurrency: checkout and booking. */
export const PURCHASE_GROUPS = ["cart", "reservations"] as const;

export interface CapacitySettings {
  apiThrottle: { rateLimit: number; burstLimit: number };
  reservedConcurrency: Record<string, number>;
  billingConcurrency: number;
  billingChargesPerSecond: number;
  outboxConcurrency: number;
  outboxBatchSize: number;
  wafRateLimits: {
    "sign-in": number;
    "password-reset": number;
    "sign-up": number;
    checkout: number;
    reservation: number;
  };
}

export const roundUp = (value: number, step: number): number => Math.ceil(value / step) * step;

export interface SizedPeaks {
  lunch: LunchPeak;
  /** Term start with every campus on the company's Stripe account... */
  capacity: Capacity;
  /** ...and with campuses on their own accounts: what AWS and SES carry. */
  ownAccountsCapacity: Capacity;
  /** Term start at the account's capacity, the settings' design point. */
  termStart: TermStart;
  billing: Billing;
  reservation: ReservationNight;
  survey: SurveyPeak;
}

/**
 * The peaks the settings are sized for. Term start is taken at what the account carries with
 * campuses on their own Stripe accounts: the settings must not break before AWS does, whichever
 * payment accounts the campuses use.
 */
export function sizedPeaks(
  scenario: Scenario = SCENARIO,
  measured: Measured = MEASURED,
): SizedPeaks {
  const capacity = termStartCapacity({ scenario, measured });
  const ownAccountsCapacity = termStartCapacity({ scenario, measured, ownStripeAccounts: true });
  return {
    lunch: lunchPeak(scenario, measured),
    capacity,
    ownAccountsCapacity,
    termStart: termStart(Math.max(1, ownAccountsCapacity.campuses), { scenario, measured }),
    billing: firstOfMonth(billingPlan(scenario), scenario),
    reservation: reservationNight(scenario, measured),
    survey: surveyPeak(scenario),
  };
}

/** The busiest origin rate any peak puts on the stage, with the lunch hour underneath the others. */
export function stageDemand(peaks: SizedPeaks): number {
  return Math.max(
    peaks.lunch.originRate + peaks.reservation.originRate,
    peaks.termStart.originRate,
    peaks.billing.webhookRate + peaks.lunch.originRate * 0.1,
  );
}

export function deriveSettings(
  scenario: Scenario = SCENARIO,
  measured: Measured = MEASURED,
  accountConcurrency: number = LIMITS.lambdaAccountConcurrency.value,
): CapacitySettings {
  const peaks = sizedPeaks(scenario, measured);
  // The burst must hold at least a second of the rate (infra/config.ts refuses less), and the
  // account's bucket holds 5,000: past that the rate is capped with it.
  const rateLimit = Math.min(
    LIMITS.apiAccountRate.value,
    LIMITS.apiAccountBurst.value,
    roundUp(stageDemand(peaks) * HEADROOM.stageThrottle, 100),
  );
  const burstLimit = Math.min(LIMITS.apiAccountBurst.value, 2 * rateLimit);

  const outboxConcurrency = outboxWorkersFor(LIMITS.sesProductionRate.value, scenario);
  const wanted: Record<string, number> = {
    cart: roundUp((peaks.termStart.concurrency.cart ?? 0) * HEADROOM.reservedConcurrency, 10),
    reservations: roundUp(
      (peaks.reservation.concurrency.reservations ?? 0) * HEADROOM.reservedConcurrency,
      10,
    ),
  };
  const reservable = accountConcurrency - LIMITS.lambdaUnreservedMinimum.value - outboxConcurrency;
  const reservedConcurrency = fitReservations(wanted, reservable);

  const sendRate = outboxSendRate(outboxConcurrency, LIMITS.sesProductionRate.value, scenario);
  // A batch must finish inside the timeout even at the outbox's share of SES; at most 10.
  const outboxBatchSize = Math.max(
    1,
    Math.min(PLATFORM.outboxMaxBatch, Math.floor((PLATFORM.outboxTimeoutSeconds * sendRate) / 2)),
  );

  const term = peaks.termStart.natPerWindow;
  const waf = (demand: number) =>
    Math.max(LIMITS.wafMinimumLimit.value, roundUp(demand * HEADROOM.wafRateLimit, 50));
  return {
    apiThrottle: { rateLimit, burstLimit },
    reservedConcurrency,
    billingConcurrency: peaks.billing.workers,
    billingChargesPerSecond: peaks.billing.chargesPerSecond,
    outboxConcurrency,
    outboxBatchSize,
    wafRateLimits: {
      "sign-in": waf(term.signIn),
      "password-reset": waf(term.passwordReset),
      "sign-up": waf(term.signUp),
      checkout: waf(term.checkout),
      reservation: waf(peaks.reservation.natPerWindow),
    },
  };
}

/** Reservations as wanted, or scaled down together (at least 1 each) to what the account can reserve. */
export function fitReservations(
  wanted: Record<string, number>,
  reservable: number,
): Record<string, number> {
  const total = sumValues(wanted);
  if (total <= reservable) return { ...wanted };
  const groups = Object.keys(wanted);
  if (reservable < groups.length) return {};
  const fitted = Object.fromEntries(
    Object.entries(wanted).map(([group, n]) => [
      group,
      Math.max(1, Math.floor((n * reservable) / total)),
    ]),
  );
  // The floor of 1 may overshoot by a unit or two: take them from the largest.
  while (sumValues(fitted) > reservable) {
    const [largest] = Object.entries(fitted).sort((a, b) => b[1] - a[1])[0] ?? [];
    if (!largest) break;
    fitted[largest] = (fitted[largest] ?? 1) - 1;
  }
  return fitted;
}

/** What infra/config.ts uses when a stage sets nothing. */
export const DEFAULT_SETTINGS: CapacitySettings = deriveSettings();
