import { readFileSync, realpathSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type CapacitySettings,
  CHECKOUT_ROUTE,
  campusesOf,
  costOf,
  DEFAULT_SETTINGS,
  durationSeconds,
  groupOf,
  HEADROOM,
  LIMITS,
  type LimitCheck,
  MEASURED,
  type Measured,
  outboxSendRate,
  PLATFORM,
  requiredRoutes,
  SCENARIO,
  type SizedPeaks,
  sizedPeaks,
  stageDemand,
  stripeOpsPerBuyer,
  sumValues,
  termStart,
  termStartChecks,
} from "./capacity-model";

/**
 * The tables of docs/capacity.md, rendered from the capacity model so every number there is the
 * model's. `npx tsx infra/capacity-report.ts` rewrites each `<!-- capacity:NAME -->` section of
 * the document; tests/unit/capacity-model.test.ts fails while one is stale.
 */

export const CAPACITY_DOC = fileURLToPath(new URL("../docs/capacity.md", import.meta.url));

const fmt = (value: number, digits = 0): string =>
  Number.isFinite(value)
    ? value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 })
    : "∞";
const x = (capacity: number, demand: number): string =>
  demand <= 0 ? "–" : `${fmt(capacity / demand, capacity / demand < 10 ? 2 : 0)}×`;
const link = (text: string, url: string) => `[${text}](${url})`;

function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/** A limit row: what asks, how much, against what, the headroom and the setting that answers. */
const limitRow = (
  name: string,
  arithmetic: string,
  demand: number,
  capacity: number,
  capacityText: string,
  setting: string,
  digits = 0,
) => [
  name,
  arithmetic,
  fmt(demand, digits),
  capacityText || fmt(capacity),
  x(capacity, demand),
  setting,
];

const LIMIT_HEADER = ["Limit", "Demand: arithmetic", "Demand", "Capacity", "Headroom", "Setting"];

function limitsSection(): string {
  const rows = Object.entries(LIMITS).map(([name, limit]) => [
    `\`${name}\``,
    fmt(limit.value),
    limit.unit,
    link(new URL(limit.source).hostname, limit.source),
  ]);
  return table(["Limit (`LIMITS`)", "Value", "Unit", "Source"], rows);
}

function measuredSection(measured: Measured): string {
  const when = measured.measuredAt
    ? `Measured ${measured.measuredAt} on Node ${measured.node ?? "?"}` +
      (Array.isArray(measured.loadAverage)
        ? `, load average ${(measured.loadAverage as number[]).join(" / ")} on 2 cores`
        : "")
    : "Provisional estimates (no bench run yet)";
  const knee = measured.knee
    ? ` The local stack's knee: ${fmt(measured.knee.rate)} requests/s at p99 ${fmt(measured.knee.p99Ms)} ms (DynamoDB Local and every Lambda in one process on a shared 2-core machine: the bench's own bound, not AWS's).`
    : "";
  const rows = requiredRoutes().map((route) => {
    const cost = costOf(measured, route);
    return [
      `\`${route}\`${cost.estimated ? " (estimate)" : ""}`,
      groupOf(route),
      fmt(cost.cpuMs, 2),
      fmt(durationSeconds(route, measured), 3),
      fmt(cost.rcu, 2),
      fmt(cost.wcu, 2),
      fmt(cost.calls),
    ];
  });
  return `${when} (\`infra/capacity-measured.json\`).${knee}\n\n${table(
    ["Route", "Group", "CPU ms", "Lambda s at 512 MB", "RCU", "WCU", "DynamoDB calls"],
    rows,
  )}`;
}

function scenarioSection(): string {
  const campuses = campusesOf();
  const total = campuses.reduce((sum, c) => sum + c.students, 0);
  const byZone = ["eastern", "central", "mountain", "pacific"].map((zone) => {
    const mine = campuses.filter((c) => c.zone === zone);
    return [
      zone,
      fmt(mine.length),
      fmt(mine.reduce((sum, c) => sum + c.students, 0)),
      fmt(Math.max(...mine.map((c) => c.students))),
    ];
  });
  const smallest = campuses.at(-1)?.students ?? 0;
  const s = SCENARIO;
  const assumptions = [
    [
      "Campus sizes",
      `campus k has ${fmt(s.largestCampusStudents)} × k^-${s.campusSizeExponent} students`,
    ],
    [
      "Page views",
      `${s.viewsPerStudentPerWeekday} per student per weekday, ${s.lunchShareOfDay * 100} % of them 11:30–13:00 campus time (per quarter hour ${s.lunchProfile.join(", ")} × the window's mean), the rest ${s.busyHours.from}:00–${s.busyHours.to}:00, nights at ${s.nightFactor * 100} % of that`,
    ],
    [
      "API calls per view",
      "3: site info, 0.4 home tiles, 1.27 page reads over ~20 URLs (all cached at the edge with stale-while-revalidate) and a third of a browser-details POST (docs/cost.md)",
    ],
    ["Busiest second", `${s.secondPeakFactor} × its minute's mean, for every per-second limit`],
    ["Campus NAT", `${s.natShare * 100} % of a campus's visitors behind one address`],
    [
      "Term start",
      `${s.buyerShare * 100} % of a campus's students buy in the first hour; per 5 minutes ${s.openingProfile.join(", ")} of them; each buyer views ${s.viewsPerBuyer} pages and makes ${Object.entries(
        s.buyerJourney,
      )
        .map(([route, n]) => `${n} × \`${route}\``)
        .join(
          ", ",
        )}; ${s.recurringShare * 100} % save a card for a subscription, ${s.declineRate * 100} % of card checkouts decline, ${s.mailsPerBuyer} confirmation mail each`,
    ],
    [
      "Reservation night",
      `${fmt(s.reservationStudents)} students of the largest campus for ${fmt(s.reservationSeats)} seats, ${s.reservationBurstShare * 100} % in the first 10 seconds, ${s.popularSlotShare * 100} % of them for one slot; each ${Object.entries(
        s.reservationJourney,
      )
        .map(([route, n]) => `${n} × \`${route}\``)
        .join(", ")}`,
    ],
    [
      "Promoted survey",
      `${s.surveyVoterShare * 100} % of the largest campus's students vote in 10 minutes; ${s.surveyShards} counter shards`,
    ],
    [
      "The 1st",
      `${s.subscriptionsPerStudent} monthly subscriptions per student, all due; billing may use ${s.billingStripeShare * 100} % of Stripe's PaymentIntent rate, the day's checkouts the rest`,
    ],
    [
      "Outbox",
      `may use ${s.outboxSesShare * 100} % of the SES rate; a mail is an SES call (${PLATFORM.sesSendSeconds * 1000} ms, assumed) and ${PLATFORM.outboxDynamoCallsPerMail} DynamoDB writes`,
    ],
    [
      "Stripe",
      `${PLATFORM.stripeCallSeconds * 1000} ms a call, ${PLATFORM.stripeFastCallSeconds * 1000} ms at the fastest (assumed)`,
    ],
    [
      "Lambda",
      `512 MB: a CPU millisecond lasts ${fmt(PLATFORM.fullVcpuMemoryMb / PLATFORM.lambdaMemoryMb, 2)} ms; ${PLATFORM.dynamoRoundTripSeconds * 1000} ms a DynamoDB call; a cold start ${PLATFORM.coldStartSeconds} s for ${PLATFORM.coldShareSteady * 100} % of requests, ${PLATFORM.coldShareOpening * 100} % at an opening`,
    ],
  ];
  return `${table(["Assumption", "Value"], assumptions)}

${fmt(campuses.length)} campuses, ${fmt(total)} students: the largest ${fmt(SCENARIO.largestCampusStudents)}, the smallest ${fmt(smallest)}, the median ${fmt(campuses[Math.floor(campuses.length / 2)]?.students ?? 0)}.\n\n${table(
    ["Zone", "Campuses", "Students", "Largest campus"],
    byZone,
  )}`;
}

function unreserved(settings: CapacitySettings): number {
  return (
    LIMITS.lambdaAccountConcurrency.value -
    sumValues(settings.reservedConcurrency) -
    settings.outboxConcurrency
  );
}

function lunchSection(peaks: SizedPeaks, settings: CapacitySettings): string {
  const lunch = peaks.lunch;
  const survey = peaks.survey;
  const hours = `${String(Math.floor(lunch.utcHours)).padStart(2, "0")}:${String(Math.round((lunch.utcHours % 1) * 60)).padStart(2, "0")}`;
  const rows = [
    limitRow(
      "API Gateway stage throttle",
      `Σ campuses (info, tiles, page reads: λ/(1+Fλ); browser POST: views/3) × ${SCENARIO.secondPeakFactor}`,
      lunch.originRate,
      settings.apiThrottle.rateLimit,
      "",
      `\`apiThrottle.rateLimit\` ${fmt(settings.apiThrottle.rateLimit)}`,
    ),
    limitRow(
      "API Gateway account rate",
      "as above (every stage of the account adds)",
      lunch.originRate,
      LIMITS.apiAccountRate.value,
      "",
      "–",
    ),
    limitRow(
      "CloudFront requests",
      `views/s × ${PLATFORM.cloudFrontRequestsPerView}`,
      lunch.cloudFrontRate,
      LIMITS.cloudFrontRate.value,
      "",
      "–",
    ),
    limitRow(
      "Lambda, shared pool",
      "Σ rate × (duration + 2 % × 0.7 s cold start)",
      sumValues(lunch.concurrency),
      unreserved(settings),
      `${fmt(unreserved(settings))} unreserved`,
      "reservations leave it",
      1,
    ),
    limitRow(
      "DynamoDB table reads",
      "Σ rate × RCU",
      lunch.dynamo.rcu,
      LIMITS.newTableWarmReads.value,
      `${fmt(LIMITS.newTableWarmReads.value)} (new table)`,
      "on demand",
      1,
    ),
    limitRow(
      "DynamoDB table writes",
      "Σ rate × WCU",
      lunch.dynamo.wcu,
      LIMITS.newTableWarmWrites.value,
      `${fmt(LIMITS.newTableWarmWrites.value)} (new table)`,
      "on demand",
      1,
    ),
    limitRow(
      "Survey counter, one item",
      `${fmt(survey.votesPerSecond, 1)} votes/s × ${2 * Math.ceil(PLATFORM.surveyItemKb)} WCU (transaction, ${PLATFORM.surveyItemKb} KB)`,
      survey.unshardedWcu,
      LIMITS.partitionWrites.value,
      "",
      "–",
    ),
    limitRow(
      `Survey counter, one of ${SCENARIO.surveyShards} shards`,
      `as above ÷ ${SCENARIO.surveyShards}`,
      survey.shardWcu,
      LIMITS.partitionWrites.value,
      "",
      "sharded counters",
    ),
    limitRow(
      "Vote counter of the campus NAT",
      `votes/s × ${SCENARIO.natShare} × 2 WCU`,
      survey.natCounterWcu,
      LIMITS.partitionWrites.value,
      "",
      "–",
    ),
  ];
  return `Busiest quarter hour: ${hours} UTC (noon Eastern, Central's lunch starting). API calls at the edge ${fmt(lunch.edgeApiRate)}/s, of which CloudFront answers ${fmt(lunch.hitRatio * 100)} %; the largest campus alone ${fmt(lunch.largestCampusViews, 1)} views/s. A promoted survey at the largest campus: ${fmt(survey.votesPerSecond, 1)} votes/s, ${fmt(survey.natVotesPer10Min)} through its NAT in 10 minutes.\n\n${table(LIMIT_HEADER, rows)}`;
}

function termStartSection(peaks: SizedPeaks, settings: CapacitySettings): string {
  const t = peaks.termStart;
  const cart = t.concurrency.cart ?? 0;
  const shared = sumValues(t.concurrency) - cart;
  const sendRate = outboxSendRate(settings.outboxConcurrency, LIMITS.sesProductionRate.value);
  const rows = [
    limitRow(
      "Stripe PaymentIntents/s, the company's account",
      `${fmt(t.peakBuyersPerSecond, 1)} buyers/s × ${SCENARIO.buyerJourney[CHECKOUT_ROUTE]} checkouts`,
      t.paymentIntentRate,
      LIMITS.stripeEndpointRate.value,
      "",
      "each campus on its own account (`stripeCampusSecretArns`)",
      1,
    ),
    limitRow(
      "Stripe PaymentIntents/s, the largest campus's own account",
      "its buyers/s × checkouts",
      t.paymentIntentRatePerCampus,
      LIMITS.stripeEndpointRate.value,
      "",
      "–",
      1,
    ),
    limitRow(
      "Stripe calls/s, the company's account",
      `buyers/s × ${fmt(stripeOpsPerBuyer(), 2)} calls (checkouts, saved cards ${SCENARIO.recurringShare} × ${PLATFORM.stripeSaveCardCalls})`,
      t.stripeRate,
      LIMITS.stripeLiveRate.value,
      "",
      "as above",
      1,
    ),
    limitRow(
      "SES sending rate",
      `${fmt(t.mailRate, 1)} mails/s written; the outbox sends ${fmt(sendRate, 1)}/s`,
      t.mailRate,
      LIMITS.sesProductionRate.value,
      `${fmt(LIMITS.sesProductionRate.value)}/s`,
      `\`outboxConcurrency\` ${settings.outboxConcurrency}: mail waits, never lost`,
      1,
    ),
    limitRow(
      "Oldest mail waiting",
      `backlog ${fmt(t.mailBacklogMax)} mails ÷ ${fmt(sendRate, 1)}/s`,
      t.mailDelaySeconds,
      PLATFORM.undeliveredMailAlarmSeconds,
      `${fmt(PLATFORM.undeliveredMailAlarmSeconds)} s (alarm)`,
      "a raised SES quota",
    ),
    limitRow(
      "SES daily quota",
      "buyers × 1 confirmation",
      t.mailsInHour,
      LIMITS.sesProductionDaily.value,
      "",
      "a raised SES quota",
    ),
    limitRow(
      "API Gateway stage throttle",
      "journey calls + the buyers' page reads + the platform's morning, × 1.5",
      t.originRate,
      settings.apiThrottle.rateLimit,
      "",
      `\`apiThrottle.rateLimit\` ${fmt(settings.apiThrottle.rateLimit)}`,
    ),
    limitRow(
      "Lambda `cart`",
      "Σ cart routes rate × (duration + 25 % × 0.7 s)",
      cart,
      settings.reservedConcurrency.cart ?? 0,
      "",
      `\`reservedConcurrency.cart\` ${fmt(settings.reservedConcurrency.cart ?? 0)}`,
      1,
    ),
    limitRow(
      "Lambda, shared pool",
      "every other group (sign-in's scrypt dominates)",
      shared,
      unreserved(settings),
      `${fmt(unreserved(settings))} unreserved`,
      "reservations leave it",
      1,
    ),
    limitRow(
      "DynamoDB table writes",
      "Σ rate × WCU",
      t.dynamo.wcu,
      LIMITS.newTableWarmWrites.value,
      `${fmt(LIMITS.newTableWarmWrites.value)} (new table)`,
      "on demand",
      1,
    ),
    limitRow(
      "Site partition of the largest campus",
      "its purchase calls × RCU (every read counted on the site's key)",
      t.sitePartitionRcu,
      LIMITS.partitionReads.value,
      "",
      "–",
    ),
    limitRow(
      "Failed-payment counter of the campus NAT",
      `checkouts/s × ${SCENARIO.natShare} × (1 check + ${SCENARIO.declineRate} declines) × 2 WCU`,
      t.natCheckoutCounterWcu,
      LIMITS.partitionWrites.value,
      "",
      "–",
      1,
    ),
  ];
  return `The ${fmt(t.campuses)} largest campuses (${fmt(t.students)} students) open at the same minute: ${fmt(t.buyers)} buyers in the hour, ${fmt(t.peakBuyersPerSecond, 1)}/s at the busiest second. Through the largest campus's NAT: ${fmt(t.natFailedPaymentsPer15Min)} failed payments in the first 15 minutes.\n\n${table(LIMIT_HEADER, rows)}`;
}

function capacitySection(peaks: SizedPeaks): string {
  const company = peaks.capacity;
  const own = peaks.ownAccountsCapacity;
  const last = Math.min(SCENARIO.campuses, Math.max(company.campuses, own.campuses) + 1);
  const ns = Array.from({ length: last }, (_, i) => i + 1);
  const names = termStartChecks(termStart(1)).map((check) => check.name);
  const rows = ns.map((n) => {
    const peak = termStart(n);
    const cell = (check: LimitCheck) =>
      `${fmt(check.demand, 0)}${check.demand > check.capacity ? " **over**" : ""}`;
    return [
      fmt(n),
      fmt(peak.students),
      fmt(peak.peakBuyersPerSecond, 1),
      ...termStartChecks(peak).map(cell),
    ];
  });
  const capacities = termStartChecks(termStart(1)).map((check) => fmt(check.capacity));
  const answer =
    `**With every campus charging into the company's Stripe account, one account carries ` +
    `${fmt(company.campuses)} of the largest campuses opening term-start sales in the same minute ` +
    `(${fmt(company.students)} students), or openings of ${fmt(company.studentsAtOnce)} students ` +
    `however they are split; what breaks first is ${company.breaksFirst}.** With every campus on ` +
    `its own Stripe account: ${fmt(own.campuses)} of the largest campuses ` +
    `(${fmt(own.students)} students), or ${fmt(own.studentsAtOnce)} students at once; then ` +
    `${own.breaksFirst} breaks first.`;
  return `${table(
    ["Campuses opening", "Students", "Buyers/s", ...names],
    [["capacity", "", "", ...capacities], ...rows],
  )}\n\n${answer}`;
}

function billingSection(peaks: SizedPeaks, settings: CapacitySettings): string {
  const b = peaks.billing;
  const slice = PLATFORM.billingWorkerTimeoutSeconds - PLATFORM.billingStopReserveSeconds;
  const share = LIMITS.stripeEndpointRate.value * SCENARIO.billingStripeShare;
  const rows = [
    limitRow(
      "Stripe PaymentIntents/s",
      `${b.workers} campuses at once × ${fmt(b.chargesPerSecond)} charges/s each`,
      b.paymentIntentRate,
      share,
      `${fmt(share)} (billing's ${SCENARIO.billingStripeShare * 100} % of ${LIMITS.stripeEndpointRate.value})`,
      `\`billingConcurrency\` ${settings.billingConcurrency} × \`billingChargesPerSecond\` ${fmt(settings.billingChargesPerSecond)}`,
      1,
    ),
    limitRow(
      "Stripe calls/s",
      "one creation per charge",
      b.stripeRate,
      LIMITS.stripeLiveRate.value,
      "",
      "as above",
      1,
    ),
    limitRow(
      "The largest campus's run vs one invocation",
      `${fmt(b.largestCampusSubscriptions)} subscriptions ÷ ${fmt(b.chargesPerSecond)}/s; an invocation bills for ${fmt(slice)} s (timeout less its reserve)`,
      b.largestCampusSeconds,
      slice,
      `${fmt(slice)} s`,
      `${fmt(b.largestCampusInvocations)} invocation(s): follow-up messages`,
    ),
    limitRow(
      `The ${b.zone} zone's run`,
      `its campuses through ${b.workers} workers, largest last`,
      b.zoneSeconds,
      3_600,
      "3,600 s (next hourly run)",
      `\`billingChargesPerSecond\` ${fmt(settings.billingChargesPerSecond)}`,
    ),
    limitRow(
      "API stage: Stripe's webhooks",
      `${fmt(b.paymentIntentRate, 1)} charges/s × ${PLATFORM.webhookEventsPerCharge} event`,
      b.webhookRate,
      settings.apiThrottle.rateLimit,
      "",
      `\`apiThrottle.rateLimit\` ${fmt(settings.apiThrottle.rateLimit)}`,
      1,
    ),
  ];
  return table(LIMIT_HEADER, rows);
}

function reservationSection(peaks: SizedPeaks, settings: CapacitySettings): string {
  const r = peaks.reservation;
  const journey = Object.entries(SCENARIO.reservationJourney)
    .map(([route, n]) => `${n} × ${route.split(" ")[0]}`)
    .join(" + ");
  const rows = [
    limitRow(
      "API Gateway stage throttle",
      `${fmt(r.peakStudentsPerSecond)} students/s × (${journey}), on top of lunch`,
      r.originRate + peaks.lunch.originRate,
      settings.apiThrottle.rateLimit,
      "",
      `\`apiThrottle.rateLimit\` ${fmt(settings.apiThrottle.rateLimit)}`,
    ),
    limitRow(
      "Lambda `reservations`",
      "rate × (duration + 25 % × 0.7 s)",
      r.concurrency.reservations ?? 0,
      settings.reservedConcurrency.reservations ?? 0,
      "",
      `\`reservedConcurrency.reservations\` ${fmt(settings.reservedConcurrency.reservations ?? 0)}`,
      1,
    ),
    limitRow(
      "The night's slot partition",
      `${fmt(r.bookingRate)} bookings/s × (counter 2 + holder 2 WCU)`,
      r.slotPartitionWcu,
      LIMITS.partitionWrites.value,
      "",
      "admission read before the transaction",
    ),
    limitRow(
      "The most wanted slot's counter",
      `bookings/s × ${SCENARIO.popularSlotShare} × 2 WCU`,
      r.popularSlotWcu,
      LIMITS.partitionWrites.value,
      "",
      "–",
    ),
  ];
  return `${fmt(SCENARIO.reservationStudents)} students want ${fmt(SCENARIO.reservationSeats)} seats; ${SCENARIO.reservationBurstShare * 100} % try in the first 10 seconds. The seats are gone after ${fmt(r.transactSecondsWithAdmission, 1)} s of bookings: with the admission read, the transactions stop then; without it every attempt transacts (and pays its write units) for ${fmt(r.transactSecondsWithout, 1)} s.\n\n${table(LIMIT_HEADER, rows)}`;
}

function wafSection(peaks: SizedPeaks, settings: CapacitySettings): string {
  const t = peaks.termStart.natPerWindow;
  const rows: [string, string, number][] = [
    ["sign-in", "term start: NAT buyers × 1.1 sign-ins", t.signIn],
    ["sign-up", "term start: NAT buyers × 0.25 new accounts", t.signUp],
    [
      "password-reset",
      `term start: NAT buyers × ${SCENARIO.resetsPerBuyer} × 2 calls`,
      t.passwordReset,
    ],
    ["checkout", "term start: NAT buyers × (1.2 checkouts + 0.3 promo codes)", t.checkout],
    [
      "reservation",
      `reservation opening: ${SCENARIO.reservationStudents} × ${SCENARIO.natShare} × 1.3 bookings`,
      peaks.reservation.natPerWindow,
    ],
  ];
  return table(
    ["Rule", "Busiest 5 minutes through one campus NAT", "Requests", "Limit", "Headroom"],
    rows.map(([kind, why, demand]) => {
      const limit = settings.wafRateLimits[kind as keyof CapacitySettings["wafRateLimits"]];
      return [kind, why, fmt(demand), fmt(limit), x(limit, demand)];
    }),
  );
}

function settingsSection(peaks: SizedPeaks, settings: CapacitySettings): string {
  const rows = [
    [
      "`apiThrottle`",
      `rate ${fmt(settings.apiThrottle.rateLimit)}/s, burst ${fmt(settings.apiThrottle.burstLimit)}`,
      `busiest peak ${fmt(stageDemand(peaks))}/s × ${HEADROOM.stageThrottle}, rounded up to 100; burst 2 × rate (≤ ${fmt(LIMITS.apiAccountBurst.value)})`,
    ],
    ...Object.entries(settings.reservedConcurrency).map(([group, n]) => [
      `\`reservedConcurrency.${group}\``,
      fmt(n),
      `${group === "cart" ? "term start at capacity" : "reservation opening"} × ${HEADROOM.reservedConcurrency}, rounded up to 10`,
    ]),
    [
      "`billingConcurrency`",
      fmt(settings.billingConcurrency),
      "the fewest SQS allows: more would only split the same Stripe budget",
    ],
    [
      "`billingChargesPerSecond`",
      fmt(settings.billingChargesPerSecond),
      `Stripe's ${LIMITS.stripeEndpointRate.value} PaymentIntents/s × ${SCENARIO.billingStripeShare} ÷ billing workers`,
    ],
    [
      "`outboxConcurrency`",
      fmt(settings.outboxConcurrency),
      `SES ${LIMITS.sesProductionRate.value}/s × ${SCENARIO.outboxSesShare} ÷ one worker's pace, at least 1`,
    ],
    [
      "outbox batch size",
      fmt(settings.outboxBatchSize),
      "sent at the outbox's pace within half its 45 s timeout, at most 10",
    ],
    ...Object.entries(settings.wafRateLimits).map(([kind, limit]) => [
      `\`RATE_LIMITS["${kind}"]\``,
      fmt(limit),
      `busiest 5 minutes through one NAT × ${HEADROOM.wafRateLimit}, rounded up to 50`,
    ]),
  ];
  return table(["Setting", "Default", "Sized from"], rows);
}

export function renderSections(measured: Measured = MEASURED): Record<string, string> {
  const peaks = sizedPeaks(SCENARIO, measured);
  const settings = DEFAULT_SETTINGS;
  return {
    limits: limitsSection(),
    measured: measuredSection(measured),
    scenario: scenarioSection(),
    lunch: lunchSection(peaks, settings),
    "term-start": termStartSection(peaks, settings),
    capacity: capacitySection(peaks),
    billing: billingSection(peaks, settings),
    reservation: reservationSection(peaks, settings),
    waf: wafSection(peaks, settings),
    settings: settingsSection(peaks, settings),
  };
}

const SECTION = /<!-- capacity:([a-z-]+) -->\n[\s\S]*?<!-- capacity:\/\1 -->/g;

/** The document with each marked section replaced by its rendering. */
export function refreshDocument(markdown: string, sections = renderSections()): string {
  return markdown.replace(SECTION, (whole, name: string) => {
    const body = sections[name];
    return body === undefined
      ? whole
      : `<!-- capacity:${name} -->\n${body}\n<!-- capacity:/${name} -->`;
  });
}

const entry = process.argv[1];
if (entry && realpathSync(entry) === fileURLToPath(import.meta.url)) {
  const before = readFileSync(CAPACITY_DOC, "utf8");
  writeFileSync(CAPACITY_DOC, refreshDocument(before));
  console.log("docs/capacity.md: capacity sections rendered from infra/capacity-model.ts");
}
