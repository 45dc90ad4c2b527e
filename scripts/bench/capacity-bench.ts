import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import {
  measureRequestCost,
  onRequestDone,
  type RequestDone,
} from "../../functions/platform/request-scope";
import { csrfCookieName, sessionCookieName } from "../../functions/platform/session/cookies";
import { csrfTokenFor } from "../../functions/platform/session/csrf";
import { signSession } from "../../functions/platform/session/session-token";
import { sessionSigningKey } from "../../functions/platform/session/signing-key";
import { checkoutBody } from "../../tests/support/factories/checkout";
import {
  createCustomerRecord,
  createSignUp,
  storeCustomerRecord,
} from "../../tests/support/factories/customer";
import { sandboxTokenizer } from "../../web/src/lib/payments/sandbox-tokenizer";
import { ROOT } from "../local/stack";
import {
  type DriverPlan,
  JOURNEY_REQUESTS,
  type JourneyKind,
  type Ticket,
} from "./capacity-driver";
import {
  type CapacityFigures,
  routeCosts,
  type StepResult,
  writeCapacityJson,
} from "./capacity-output";
import { exampleUrl, routeByKey } from "./load-bench";
import { assignTickets, DEFAULT_KNEE_LIMITS, kneeOf, type OpenSlot } from "./load-stats";

/**
 * `npm run bench -- --only capacity`: a campus at lunch in the first week of term, driven at a
 * ladder of arrival rates against the preview until it breaks, and what each route of that mix
 * costs (handler CPU, DynamoDB capacity units and calls). Writes infra/capacity-measured.json,
 * the measured input of the capacity model (infra/capacity-model.ts).
 *
 *   CAPACITY_STEPS=25,50 CAPACITY_STEP_SECONDS=5 npm run bench -- --only capacity   (a quick look)
 */
const SITE = "cedar-ridge";
// Steps ×1.5 apart: fine enough near this machine's knee, reaching far past it in a few steps.
const STEPS = (process.env.CAPACITY_STEPS ?? "10,15,25,35,50,75,100,150,200,300,400,600")
  .split(",")
  .map(Number)
  .filter((rate) => rate > 0);
const STEP_SECONDS = Number(process.env.CAPACITY_STEP_SECONDS ?? 12);
const PROFILE_REPEATS = Number(process.env.CAPACITY_PROFILE_REPEATS ?? 20);
const TIMEOUT_MS = 10_000;

/**
 * Lunch at term start: mostly the campus home (site, home tiles, today's menu) and menus, then
 * hours, locations and events; a tenth of requests fill carts, some pay, some book a table.
 * Shares are of requests; a journey's requests run in sequence, as one visitor's would.
 */
const SHARES: Record<JourneyKind, number> = {
  read: 0.8,
  cart: 0.1,
  checkout: 0.06,
  reservation: 0.04,
};
const READS: { key: string; weight: number; extra?: () => Record<string, string> }[] = [
  { key: "GET /v1/sites/{slug}/info", weight: 16 },
  { key: "GET /v1/sites/home_tiles", weight: 14 },
  { key: "GET /v1/sites/todays_menu", weight: 12 },
  { key: "GET /v1/location/menu", weight: 10, extra: () => ({ date: today() }) },
  { key: "GET /v1/location/{location_id}/periods/{period_id}", weight: 6 },
  { key: "GET /v1/hours/with_locations", weight: 6 },
  { key: "GET /v1/locations/all_locations", weight: 5 },
  { key: "GET /v1/locations/status", weight: 4 },
  { key: "GET /v1/events/public_list", weight: 3 },
  { key: "GET /v1/sections/info_by_slug", weight: 3 },
  { key: "GET /v1/sites/public", weight: 2 },
  { key: "GET /v1/reservations/locations", weight: 2 },
];
// The selections and plan of the money benchmark (scripts/bench/money-bench.ts): a student's
// Block 100 at Cedar Ridge, paid with the sandbox's approving test card.
const SELECTIONS = {
  site_id: SITE,
  location_id: "main-campus",
  term_id: "sel-fall-2026",
  type_id: "student",
  year_id: "year-2026-27",
};
const APPROVED_CARD = "4111111111111111";
/**
 * Routes the capacity model (infra/capacity-model.ts) prices that are not in the lunch mix:
 * measured alone in the profile phase, with their documented examples. Sign-up and sign-in
 * (a password hash each) and a promo code on a filled cart have their own journeys.
 */
const EXTRAS: { key: string; unique?: string[] }[] = [
  { key: "POST /v1/sites/user_agent" },
  { key: "GET /v1/orderform/quick_add" },
  { key: "POST /v1/surveys/answer", unique: ["voter_id"] },
];
const SIGN_UPS = 4;
const PROMO_CODE = "WELCOME10";
/** Bookings per customer: under the 10 an hour the booking route allows one customer. */
const BOOKINGS_PER_CUSTOMER = 8;

const today = () => new Date().toISOString().slice(0, 10);

interface Customer {
  id: string;
  email: string;
  cookie: string;
  csrf: string;
}

async function signedInCustomers(count: number): Promise<Customer[]> {
  const key = await sessionSigningKey();
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const record = createCustomerRecord();
    // Stored as sign-up stores it, without a password: the session is signed here with the
    // stack's own key (as tests/support/in-process.ts does), so no scrypt hash per customer.
    await storeCustomerRecord(SITE, record);
    const { token } = await signSession(
      { siteId: SITE, customerId: record.id, version: 1 },
      key,
      new Date(),
    );
    const csrf = await csrfTokenFor(token);
    customers.push({
      id: record.id,
      email: record.email,
      cookie: `${sessionCookieName()}=${token}; ${csrfCookieName()}=${csrf}`,
      csrf,
    });
  }
  return customers;
}

async function getJson(url: string, cookie?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, cookie ? { headers: { cookie } } : {});
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${String(body.msg)}`);
  return body;
}

/** Every bookable time with seats left at Cedar Ridge, as the reservation wizard reads them. */
async function openSlots(baseUrl: string, customer: Customer): Promise<OpenSlot[]> {
  const { locations } = (await getJson(`${baseUrl}/v1/reservations/locations?site_id=${SITE}`)) as {
    locations: { id: string; dates: string[] }[];
  };
  const slots: OpenSlot[] = [];
  for (const location of locations) {
    for (const date of location.dates) {
      const { blocks } = (await getJson(
        `${baseUrl}/v1/reservations/availability?site_id=${SITE}&location_id=${location.id}&date=${date}`,
        customer.cookie,
      )) as {
        blocks: {
          id: string;
          slots: { hour: number; minute: number; capacity_left: number; selectable: boolean }[];
        }[];
      };
      for (const block of blocks) {
        for (const slot of block.slots) {
          if (!slot.selectable || slot.capacity_left < 1) continue;
          slots.push({
            location: location.id,
            date,
            block: block.id,
            hour: slot.hour,
            minute: slot.minute,
            seats: slot.capacity_left,
          });
        }
      }
    }
  }
  return slots;
}

async function checkoutBodies(count: number): Promise<Record<string, unknown>[]> {
  const bodies: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const { token, brand, last4 } = await sandboxTokenizer.tokenize({
      number: APPROVED_CARD,
      expMonth: 12,
      expYear: 2030,
      securityCode: "123",
      firstName: "Bench",
      lastName: "Buyer",
    });
    bodies.push(checkoutBody({ card_token: token, card_brand: brand, card_last4: last4 }));
  }
  return bodies;
}

/** Journeys of one kind the whole ladder could start, with room for Poisson's bursts. */
const journeysNeeded = (kind: JourneyKind) => {
  const requests = STEPS.reduce((sum, rate) => sum + rate * STEP_SECONDS, 0);
  return Math.ceil((requests * SHARES[kind] * 1.3) / JOURNEY_REQUESTS[kind]) + PROFILE_REPEATS + 5;
};

/**
 * CPU seconds a process has used (user + system), from /proc (Linux); undefined elsewhere or
 * once it is gone. For the processes beside this one: DynamoDB Local and the driver.
 */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** DynamoDB Local: the `java` child of this process (scripts/local/dynamodb-local.ts). */
function emulatorPid(): number | undefined {
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (ppid === process.pid && stat.includes("(java)")) return Number(entry);
      } catch {
        // Gone while listing.
      }
    }
  } catch {
    // No /proc: not Linux.
  }
  return undefined;
}

interface DriverEvent {
  type: string;
  [field: string]: unknown;
}

/** Runs the driver in its own process; `onEvent` gets each JSON line it prints. */
function runDriver(
  plan: DriverPlan,
  onEvent: (event: DriverEvent, driverPid: number | undefined) => void,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "capacity-"));
  const file = join(dir, "plan.json");
  writeFileSync(file, JSON.stringify(plan));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "capacity-driver.ts"), file],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    },
  );
  const orphan = () => child.kill();
  process.once("exit", orphan);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = `${stderr}${chunk}`.slice(-4000);
  });
  const lines = createInterface({ input: child.stdout });
  lines.on("line", (line) => {
    if (line.startsWith("{")) onEvent(JSON.parse(line) as DriverEvent, child.pid);
  });
  return new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => {
      process.off("exit", orphan);
      rmSync(dir, { recursive: true, force: true });
      if (code === 0) resolve();
      else reject(new Error(`The capacity driver exited with ${code}: ${stderr.trim()}`));
    });
  });
}

/**
 * Everything the driver needs before it starts: signed-in customers and the bookings the rules
 * admit them, one-time card tokens, and the URLs and bodies of the mix.
 */
async function preparePlan(
  baseUrl: string,
  log: (line: string) => void,
): Promise<{ plan: DriverPlan; customers: number }> {
  const ticketsWanted = journeysNeeded("reservation");
  const customers = await signedInCustomers(Math.ceil(ticketsWanted / BOOKINGS_PER_CUSTOMER) + 2);
  const [first] = customers;
  if (!first) throw new Error("No customer was made.");
  const slots = await openSlots(baseUrl, first);
  const tickets: Ticket[] = assignTickets(
    slots,
    customers,
    ticketsWanted,
    BOOKINGS_PER_CUSTOMER,
  ).map(({ slot, customer }) => ({
    cookie: customer.cookie,
    csrf: customer.csrf,
    availabilityPath: `/v1/reservations/availability?site_id=${SITE}&location_id=${slot.location}&date=${slot.date}`,
    booking: {
      site_id: SITE,
      first_name: "Bench",
      last_name: "Diner",
      email: customer.email,
      location_id: slot.location,
      date: slot.date,
      hour: slot.hour,
      minute: slot.minute,
      friends: 0,
      notes: "",
      ver: 2,
    },
  }));
  const checkouts = await checkoutBodies(journeysNeeded("checkout"));
  log(
    `${customers.length} signed-in customers, ${tickets.length} bookable tickets over ${slots.length} open times, ${checkouts.length} card tokens`,
  );
  const plan: DriverPlan = {
    baseUrl,
    steps: STEPS,
    stepSeconds: STEP_SECONDS,
    timeoutMs: TIMEOUT_MS,
    limits: DEFAULT_KNEE_LIMITS,
    profileRepeats: PROFILE_REPEATS,
    shares: SHARES,
    reads: READS.map(({ key, weight, extra }) => ({
      key,
      weight,
      path: exampleUrl(routeByKey(key), "", extra?.()),
    })),
    selections: SELECTIONS,
    mealPlan: { site_id: SITE, meal_plan: "block-100" },
    siteId: SITE,
    checkouts,
    tickets,
    extras: EXTRAS.map(({ key, unique }) => {
      const route = routeByKey(key);
      return route.method === "GET"
        ? { key, path: exampleUrl(route, "") }
        : { key, path: route.path, body: route.example, ...(unique ? { unique } : {}) };
    }),
    signUps: Array.from({ length: SIGN_UPS }, () => createSignUp({ site_id: SITE })),
    promoCode: PROMO_CODE,
  };
  return { plan, customers: customers.length };
}

export async function measureCapacity(
  baseUrl: string,
  log: (line: string) => void = () => {},
): Promise<CapacityFigures> {
  measureRequestCost(true);
  try {
    const { plan, customers } = await preparePlan(baseUrl, log);
    let phase: "idle" | "profile" | "step" = "idle";
    const profiled: RequestDone[] = [];
    let stepCpu = process.cpuUsage();
    let stepWall = performance.now();
    let stepHandled = 0;
    const steps: StepResult[] = [];
    let profileFailures = { failed: 0, first: [] as string[] };
    let short = { checkouts: 0, tickets: 0 };
    const routeCounts = new Map<string, number>();
    const loadBefore = loadavg();
    const emulator = emulatorPid();
    let besides: { emulator: number | undefined; driver: number | undefined } = {
      emulator: undefined,
      driver: undefined,
    };
    const stop = onRequestDone((done) => {
      if (phase === "profile") profiled.push(done);
      if (phase === "step") stepHandled += 1;
    });
    try {
      await runDriver(plan, (event, driverPid) => {
        if (event.type === "profile") phase = "profile";
        if (event.type === "profiled") {
          phase = "idle";
          profileFailures = { failed: Number(event.failed), first: event.failures as string[] };
          log(
            `profiled ${profiled.length} requests one at a time (${profileFailures.failed} failed)`,
          );
        }
        if (event.type === "step-start") {
          phase = "step";
          stepCpu = process.cpuUsage();
          stepWall = performance.now();
          stepHandled = 0;
          besides = { emulator: cpuSecondsOf(emulator), driver: cpuSecondsOf(driverPid) };
        }
        if (event.type === "step") {
          phase = "idle";
          const cpu = process.cpuUsage(stepCpu);
          const cpuMs = (cpu.user + cpu.system) / 1000;
          const wallMs = performance.now() - stepWall;
          const coresOf = (pid: number | undefined, before: number | undefined) => {
            const after = cpuSecondsOf(pid);
            return after === undefined || before === undefined
              ? undefined
              : ((after - before) * 1000) / wallMs;
          };
          const byRoute = event.byRoute as Record<string, { count: number }>;
          for (const [key, { count }] of Object.entries(byRoute)) {
            routeCounts.set(key, (routeCounts.get(key) ?? 0) + count);
          }
          short = event.short as typeof short;
          const step: StepResult = {
            offered: Number(event.offered),
            sent: Number(event.sent),
            achieved: Number(event.achieved),
            p50Ms: Number(event.p50Ms),
            p99Ms: Number(event.p99Ms),
            maxMs: Number(event.maxMs),
            errorRate: Number(event.errorRate),
            requests: Number(event.requests),
            statuses: event.statuses as Record<string, number>,
            processCpuMsPerRequest: stepHandled ? cpuMs / stepHandled : 0,
            processCpuCores: cpuMs / wallMs,
            emulatorCpuCores: coresOf(emulator, besides.emulator),
            driverCpuCores: coresOf(driverPid, besides.driver),
            errors: event.errors as [string, number][],
          };
          steps.push(step);
          log(
            `${step.offered} req/s offered: ${step.achieved.toFixed(1)} achieved, p50 ${Math.round(step.p50Ms)} ms, p99 ${Math.round(step.p99Ms)} ms, errors ${(step.errorRate * 100).toFixed(2)} %, CPU cores: server ${step.processCpuCores.toFixed(2)}, DynamoDB Local ${step.emulatorCpuCores?.toFixed(2) ?? "?"}, driver ${step.driverCpuCores?.toFixed(2) ?? "?"}`,
          );
        }
      });
    } finally {
      stop();
    }
    const figures: CapacityFigures = {
      measuredAt: new Date().toISOString(),
      stepSeconds: STEP_SECONDS,
      profileRepeats: PROFILE_REPEATS,
      loadBefore,
      loadAfter: loadavg(),
      steps,
      knee: kneeOf(steps),
      routes: routeCosts(profiled, routeCounts),
      profileFailures,
      short,
      customers,
      notMeasured: [],
    };
    figures.notMeasured = writeCapacityJson(figures);
    log(
      "infra/capacity-measured.json written: `npx tsx infra/capacity-report.ts` re-renders docs/capacity.md from it",
    );
    return figures;
  } finally {
    measureRequestCost(false);
  }
}
