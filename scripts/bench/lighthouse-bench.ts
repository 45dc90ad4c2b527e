import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { describeTask, mainThreadTasks, type TraceEvent } from "./trace-tasks";

/** Performance is judged at the slowdown calibrated to the measuring machine (a real phone). */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
};

export interface LighthousePage {
  name: string;
  path: string;
  /** Measured signed in as a customer of the page's campus (signed up first, in the same browser). */
  signedIn?: boolean;
}

/**
 * The pages the brief names, on the demo campus Cedar Ridge (scripts/demo/cedar-ridge). The
 * signed-in page comes last: from it on the browser keeps the customer's session.
 */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: "Landing", path: "/" },
  { name: "Campuses", path: "/campuses" },
  { name: "Campus home", path: "/cedarridge" },
  { name: "Menu", path: "/cedarridge/whats-on-the-menu" },
  { name: "Map", path: "/cedarridge/campus-map" },
  { name: "Hours", path: "/cedarridge/hours-of-operation" },
  { name: "Events", path: "/cedarridge/events" },
  { name: "Section page", path: "/cedarridge/welcome" },
  { name: "Login", path: "/cedarridge/login" },
  { name: "Purchase", path: "/cedarridge/meal-plan-purchase" },
  { name: "Reservations", path: "/cedarridge/reservations" },
  { name: "Account", path: "/cedarridge/customer-account", signedIn: true },
];

/**
 * The pages `--page` names (a path such as `/cedarridge`, or a page's name), for a quick look at
 * one page; a path the list does not have is measured as given.
 */
export function pickPages(wanted: string[]): LighthousePage[] {
  return wanted.map(
    (want) =>
      LIGHTHOUSE_PAGES.find(
        (page) => page.path === want || page.name.toLowerCase() === want.toLowerCase(),
      ) ?? { name: want, path: want },
  );
}

/**
 * The CPU slowdown that makes this machine a Moto G Power: Lighthouse's default 4× assumes a
 * host whose benchmark index is ~1533, and its CPU throttling docs point to this calculator
 * (patrickhulce/lighthouse-cpu-throttling-calculator): 1300 → 3×, each 233 more +1×; 800 → 2×;
 * 150 → 1×. A faster host is slowed more, so the simulated phone stays the same.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's mobile profile: the slowdown the issue's budget is measured at. */
const DEFAULT_CPU_SLOWDOWN = 4;

/** Runs per page and slowdown (the median is reported); `--runs 1` for a quick look. */
export const LIGHTHOUSE_RUNS = 3;

export interface LighthouseFigures {
  name: string;
  path: string;
  /** The median run's score; the row is that run's. */
  performance: number;
  /** Every run's performance score, lowest first. */
  performanceRuns?: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  clsValue: number;
  lcpMs: number;
  tbtMs: number;
  /** Cold-cache requests and bytes over the wire (compressed), the inputs of docs/cost.md. */
  requests: number;
  transferBytes: number;
  /** Lighthouse's estimate of this machine's speed (its reference desktop scores ~1000+). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated at. */
  cpuSlowdown?: number;
  /** The same page at the slowdown calibrated to this machine (calibratedCpuSlowdown). */
  calibrated?: {
    cpuSlowdown: number;
    performance: number;
    performanceRuns: number[];
    lcpMs: number;
    tbtMs: number;
    /** The failing audits of the median calibrated run, as `worst`. */
    worst: string[];
    /** Its longest main-thread tasks as Lighthouse simulated them: `script (start): length`. */
    longTasks: string[];
    /** Each run's slowdown, in the order of `performanceRuns`. */
    runSlowdowns: number[];
    /** The median run's main-thread tasks that Lantern keeps (trace-tasks.ts), described. */
    mainThreadTasks: string[];
  };
  /** Failing audits, the costliest first: `id: title (display value)` and their details. */
  worst: string[];
  /** The run's longest main-thread tasks as Lighthouse simulated them. */
  longTasks: string[];
  /** Its main-thread tasks that Lantern keeps, as the trace recorded them (trace-tasks.ts). */
  mainThreadTasks: string[];
  runtimeError?: string;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: Record<string, unknown>[] };
}

interface CategoryRef {
  id: string;
  weight: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Already columns of the table; the list names what causes them instead. */
const METRICS = new Set([
  "first-contentful-paint",
  "largest-contentful-paint",
  "speed-index",
  "total-blocking-time",
  "cumulative-layout-shift",
  "max-potential-fid",
  "interactive",
]);

/** A few words on what an audit flagged: the elements, URLs or sources in its details. */
function auditItems(audit: Audit): string {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
  const labels = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const source = item.source as { url?: string } | undefined;
    const label =
      node?.selector ??
      node?.snippet ??
      (typeof item.url === "string" ? item.url : undefined) ??
      source?.url ??
      (typeof item.description === "string" ? item.description : undefined) ??
      (typeof item.label === "string" ? item.label : undefined);
    return label
      ? String(label)
          .replace(/https?:\/\/localhost:\d+/g, "")
          .replace(/\s+/g, " ")
          .slice(0, 140)
      : "";
  });
  return labels.filter(Boolean).join("; ");
}

/** The five longest tasks of a run's `long-tasks` audit: `script (at start): length`. */
function longTasks(audit: Audit | undefined): string[] {
  const items = Array.isArray(audit?.details?.items) ? audit.details.items : [];
  return items.slice(0, 5).map((item) => {
    const url = String(item.url ?? "").replace(/https?:\/\/localhost:\d+/g, "");
    const at = Math.round(Number(item.startTime ?? 0));
    return `${url || "(page)"} (${at} ms): ${Math.round(Number(item.duration ?? 0))} ms`;
  });
}

/**
 * The failing audits that cost the page points: weighted category audits below a full
 * score first (heaviest weight first), then the diagnostics and insights that flag something.
 */
function worstAudits(
  audits: Record<string, Audit>,
  categories: Record<string, { auditRefs: CategoryRef[] }>,
): string[] {
  const weights = new Map<string, number>();
  for (const category of Object.values(categories)) {
    for (const ref of category.auditRefs) {
      weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
    }
  }
  return Object.values(audits)
    .filter(
      (audit) =>
        !METRICS.has(audit.id) &&
        audit.score !== null &&
        audit.score < 1 &&
        !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode),
    )
    .sort(
      (a, b) =>
        (weights.get(b.id) ?? 0) * (1 - (b.score ?? 0)) -
          (weights.get(a.id) ?? 0) * (1 - (a.score ?? 0)) || (a.score ?? 0) - (b.score ?? 0),
    )
    .slice(0, 10)
    .map((audit) => {
      const items = auditItems(audit);
      return `\`${audit.id}\` ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${items ? `: ${items}` : ""}`;
    });
}

/**
 * Lighthouse's default run: mobile form factor, simulated slow 4G and 4× CPU slowdown, in
 * Debian's Chromium. Pages one after another in one browser, each in a fresh tab.
 */
export async function runLighthouse(options: {
  baseUrl: string;
  pages?: LighthousePage[];
  /** Runs per page and slowdown (default LIGHTHOUSE_RUNS). */
  runs?: number;
  log: (line: string) => void;
}): Promise<LighthouseFigures[]> {
  const runs = Math.max(1, options.runs ?? LIGHTHOUSE_RUNS);
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // The preview's HTTP/2 server has a certificate made on this machine (self-signed.ts).
      "--ignore-certificate-errors",
    ],
  });
  try {
    const measure = async (
      page: LighthousePage,
      cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
    ): Promise<LighthouseFigures> => {
      const result = await lighthouse(`${options.baseUrl}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const { lhr } = result;
      const audits = lhr.audits as unknown as Record<string, Audit>;
      const categories = lhr.categories;
      const entry: LighthouseFigures = {
        ...page,
        cpuSlowdown,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories["best-practices"]?.score),
        seo: score(categories.seo?.score),
        clsValue: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        requests: (audits["network-requests"]?.details?.items ?? []).length,
        transferBytes: lhr.audits["total-byte-weight"]?.numericValue ?? Number.NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        worst: worstAudits(
          audits,
          categories as unknown as Record<string, { auditRefs: CategoryRef[] }>,
        ),
        longTasks: longTasks(audits["long-tasks"]),
        mainThreadTasks: mainThreadTasks(
          (result.artifacts.Trace?.traceEvents ?? []) as unknown as TraceEvent[],
        ).map(describeTask),
        ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
      };
      // A page that sends the visitor elsewhere (a signed-out account page goes to login)
      // would be measured as another page: say so rather than report it under this name.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed.toLowerCase() !== page.path.toLowerCase()) {
        entry.runtimeError = `${page.path} ended on ${landed}`;
      }
      return entry;
    };
    // A fresh browser's first navigation has been seen to wait seconds for its document, which
    // Lighthouse's simulation then carries into every metric: one unmeasured load first.
    const pages = options.pages ?? LIGHTHOUSE_PAGES;
    const firstSignedIn = pages.findIndex((page) => page.signedIn);
    if (firstSignedIn >= 0 && pages.slice(firstSignedIn).some((page) => !page.signedIn)) {
      throw new Error("Signed-in pages must come after every signed-out one");
    }
    let warmUpIndex = Number.NaN;
    if (pages[0]) {
      warmUpIndex = (await measure(pages[0])).benchmarkIndex;
      options.log(`CPU benchmark index at the warm-up ${Math.round(warmUpIndex)}`);
    }
    // Lighthouse's own advice for a score to compare: the median of several runs.
    const medianOf = (measured: LighthouseFigures[]) => {
      measured.sort((a, b) => a.performance - b.performance);
      const entry = measured[Math.floor(measured.length / 2)] as LighthouseFigures;
      entry.performanceRuns = measured.map((r) => r.performance);
      return entry;
    };
    // The machine's speed as last measured (Lighthouse measures it at the start of every run).
    let index = warmUpIndex;
    const figures: LighthouseFigures[] = [];
    let signedIn = false;
    for (const page of pages) {
      if (page.signedIn && !signedIn) {
        await signUpCustomer(chrome.port, options.baseUrl, page.path);
        signedIn = true;
      }
      const atDefault: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await measure(page, DEFAULT_CPU_SLOWDOWN);
        index = result.benchmarkIndex;
        atDefault.push(result);
      }
      const entry = medianOf(atDefault);
      const atCalibrated: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        atCalibrated.push(await calibratedRun(page, index, measure, options.log));
        index = atCalibrated[atCalibrated.length - 1]?.benchmarkIndex ?? index;
      }
      const phone = medianOf(atCalibrated);
      const calibrated = phone.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN;
      entry.calibrated = {
        cpuSlowdown: calibrated,
        performance: phone.performance,
        performanceRuns: phone.performanceRuns ?? [],
        lcpMs: phone.lcpMs,
        tbtMs: phone.tbtMs,
        runSlowdowns: atCalibrated.map((run) => run.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN),
        worst: phone.worst,
        longTasks: phone.longTasks,
        mainThreadTasks: phone.mainThreadTasks,
      };
      const calibratedRuns = atCalibrated.map((run) => `${run.performance} (${run.cpuSlowdown}x)`);
      options.log(
        `${page.path}: performance ${entry.performanceRuns?.join("/")} (4x), ${calibratedRuns.join("/")} calibrated, accessibility ${entry.accessibility}, best practices ${entry.bestPractices}, SEO ${entry.seo}${entry.runtimeError ? ` (${entry.runtimeError})` : ""}`,
      );
      figures.push(entry);
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/** How far a run's own benchmark index may stray from the one its slowdown was set from. */
const CALIBRATION_TOLERANCE = 0.15;
export const CALIBRATION_ATTEMPTS = 4;

const slowdownFor = (index: number) => Math.round(calibratedCpuSlowdown(index) * 10) / 10;

/**
 * One run at the slowdown calibrated to the machine's speed, as the latest run measured it. A
 * shared machine's speed changes from one run to the next (other work starts and stops): a run
 * whose own benchmark index ended up more than CALIBRATION_TOLERANCE away from the speed its
 * slowdown was set from measured a different phone, so it is run again at the slowdown its
 * index gives, up to CALIBRATION_ATTEMPTS times (the last one counts whatever it measured).
 */
export async function calibratedRun(
  page: LighthousePage,
  index: number,
  measure: (page: LighthousePage, cpuSlowdown: number) => Promise<LighthouseFigures>,
  log: (line: string) => void,
): Promise<LighthouseFigures> {
  let speed = index;
  for (let attempt = 1; ; attempt += 1) {
    const slowdown = slowdownFor(speed);
    const figures = await measure(page, slowdown);
    const drift = Math.abs(figures.benchmarkIndex - speed) / speed;
    if (!(drift > CALIBRATION_TOLERANCE) || attempt >= CALIBRATION_ATTEMPTS) return figures;
    log(
      `${page.path}: index ${Math.round(figures.benchmarkIndex)} during a run set for ${Math.round(speed)} (${slowdown}x): again`,
    );
    speed = figures.benchmarkIndex;
  }
}

/**
 * Signs a new customer up through the campus's sign-up page in Lighthouse's own browser, as a
 * visitor would: the session cookie and the app's customer entry in localStorage stay in the
 * browser, which Lighthouse's storage reset keeps (it clears caches, service workers and cache
 * storage, not cookies or localStorage), so the signed-in page loads as a customer sees it.
 */
async function signUpCustomer(port: number, baseUrl: string, pagePath: string): Promise<void> {
  const site = pagePath.split("/").filter(Boolean)[0];
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Lighthouse's browser has no default context");
    const page = await context.newPage();
    await page.goto(`${baseUrl}/${site}/signup`);
    await page.getByRole("heading", { name: "Sign up", level: 1 }).waitFor();
    const email = `lighthouse.${randomUUID().slice(0, 8)}@example.edu`;
    const fields: [string, string][] = [
      ["First name", "Lee"],
      ["Last name", "Harbor"],
      ["Student ID", "S 100"],
      ["Phone", "(555) 555 - 0100"],
      ["Email", email],
      ["Confirm email", email],
      ["Address", "1 Campus Way"],
      ["City", "Cedar Ridge"],
      ["State", "Oregon"],
      ["Zip code", "97001"],
      ["Password", "Lighthouse-pass1!"],
      ["Confirm password", "Lighthouse-pass1!"],
    ];
    for (const [label, value] of fields) {
      await page.locator("main form").getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("heading", { name: "Manage Your Account" }).waitFor();
    await page.close();
  } finally {
    // Only disconnects: the browser is chrome-launcher's, and its default context stays.
    await browser.close();
  }
}

export const lighthouseWithinBudget = (p: LighthouseFigures): boolean =>
  (p.calibrated?.performance ?? p.performance) >= LIGHTHOUSE_BUDGET.performance &&
  p.accessibility >= LIGHTHOUSE_BUDGET.accessibility &&
  p.bestPractices >= LIGHTHOUSE_BUDGET.bestPractices &&
  p.seo >= LIGHTHOUSE_BUDGET.seo &&
  p.clsValue <= LIGHTHOUSE_BUDGET.cls;

const slowdowns = (figures: LighthouseFigures[]) =>
  [...new Set(figures.map((f) => `${f.calibrated?.cpuSlowdown ?? "-"}×`))].join(", ");
const runsOf = (runs: number[] | undefined, one: number) => (runs ?? [one]).join(" / ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Lantern multiplies the wall time of every main-thread task, so a task the scheduler set
 * aside for another process counts as a long one: figures from a machine busier than its
 * cores say so, next to the table.
 */
export function busyMachineNote(figures: LighthouseFigures[], loadAverage: string): string[] {
  const load = Math.max(...loadAverage.split("/").map((part) => Number.parseFloat(part) || 0));
  const indexes = figures.map((f) => f.benchmarkIndex).filter(Number.isFinite);
  const spread = indexes.length ? Math.max(...indexes) / Math.min(...indexes) : 1;
  if (load <= cpus().length && spread < 1.5) return [];
  return [
    `**A busy machine.** These runs shared the machine with other work (load average up to ${load.toFixed(1)}`,
    `on ${cpus().length} cores; the benchmark index went from ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}): the`,
    "calibrated figures carry that load and are not a check of the budget. Re-run on a quiet",
    "machine.",
    "",
  ];
}

export function lighthouseSection(figures: LighthouseFigures[], loadAverage: string): string[] {
  const b = LIGHTHOUSE_BUDGET;
  const index = figures.map((f) => Math.round(f.benchmarkIndex)).sort((x, y) => x - y);
  return [
    `## Lighthouse, mobile (budget at the phone-calibrated slowdown: performance ≥ ${b.performance}, accessibility ${b.accessibility}, best practices ${b.bestPractices}, SEO ${b.seo}, CLS ≤ ${b.cls})`,
    "",
    `Measured on ${new Date().toISOString().slice(0, 10)}: Lighthouse's mobile profile (Moto G Power screen,`,
    "simulated slow 4G) in Debian's Chromium against `npm run preview` (the production build",
    "served as CloudFront serves it) with the demo campuses, at Lighthouse's default 4× CPU",
    "slowdown and at the slowdown calibrated to this machine; the performance budget is judged",
    "at the calibrated one (docs/decisions/web-first-paint.md). The account page is measured",
    "signed in, as a customer who has just signed up through the campus's sign-up page. Re-run",
    "just this part with `npm run bench -- --only lighthouse`; look at one page with",
    "`npm run bench -- --only lighthouse --page /cedarridge --runs 1` (printed, not written here).",
    "",
    "**What 4× means here.** Lighthouse's 4× turns a host whose CPU benchmark index is about",
    `1,500 into the phone it simulates; this machine's index was ${index[0]}–${index[index.length - 1]} (load average`,
    `${loadAverage}), so at 4× it simulates a phone about twice as fast as a Moto G Power and the`,
    "scores flatter the site. Each page is therefore also measured at the slowdown Lighthouse's",
    "throttling docs give for this host (their calculator, `calibratedCpuSlowdown`: 3× at",
    `index 1,300, +1× per 233 more; here ${slowdowns(figures)}): the "Phone-calibrated" columns, which are`,
    "what a visitor's phone would score. The slowdown is set for each run from the index the",
    "run before it measured, and a run whose own index strays more than 15 % from that is run",
    "again at its own index's slowdown (up to 4 times; `calibratedRun`): when other work loads",
    "the machine its index drops and every task takes longer in wall time, so a slowdown fixed",
    'once would count the load twice. "Runs" gives each run\'s slowdown. Accessibility, best',
    "practices, SEO and CLS do not",
    "depend on the machine. Requests and transfer are a first visit with an empty cache",
    "(compressed bytes on the wire, API answers and images included).",
    "",
    "Lighthouse loads the pages from the preview's HTTP/2 server (TLS with a certificate made",
    "here), as CloudFront answers browsers in HTTP/2 (web-stack.ts): all of a page's requests",
    "share one connection. Over HTTP/1.1 its simulation queues a page's ~50 requests on 6",
    "connections, a round trip each, which cost the menu page 10 points and a campus home 11",
    "(measured 2026-11-27 on the same build, at the default 4× CPU slowdown).",
    "",
    "The campus map's tiles are the demo campus's own PMTiles archive, read by range requests",
    "from the preview's /files (docs/decisions/map-tiles.md), as a deployment serves them from",
    "the files bucket: the map page loads nothing from another origin.",
    "",
    ...busyMachineNote(figures, loadAverage),
    `Each page was loaded ${figures[0]?.performanceRuns?.length ?? LIGHTHOUSE_RUNS} times at each slowdown; each half of a row is the run with the`,
    'median performance score, and "Runs" lists every run\'s score.',
    "",
    "| Page | Path | Performance (4×) | Runs | LCP | TBT | Phone-calibrated | Slowdown | Runs | LCP | TBT | Accessibility | Best practices | SEO | CLS | Requests | Transfer | Verdict (calibrated) |",
    "|---|---|---:|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...figures.map(
      (p) =>
        `| ${p.name} | ${p.path} | ${p.performance} | ${runsOf(p.performanceRuns, p.performance)} | ${seconds(p.lcpMs)} | ${Math.round(p.tbtMs)} ms | ${p.calibrated ? `${p.calibrated.performance} | ${p.calibrated.cpuSlowdown}× | ${p.calibrated.performanceRuns.map((score, i) => `${score} (${p.calibrated?.runSlowdowns[i] ?? "-"}×)`).join(" / ")} | ${seconds(p.calibrated.lcpMs)} | ${Math.round(p.calibrated.tbtMs)} ms` : "- | - | - | - | -"} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.clsValue.toFixed(3)} | ${p.requests} | ${(p.transferBytes / 1024).toFixed(0)} KB | ${lighthouseWithinBudget(p) ? "within budget" : "**over budget**"} |`,
    ),
    "",
    "### What costs points, per page",
    "",
    "At the calibrated slowdown (the median run): the failing audits, then the longest",
    "main-thread tasks as Lighthouse simulated them (a task counts towards Total Blocking Time",
    "by its length beyond 50 ms once the first content is painted), then every main-thread task of",
    "10 ms or more in that run's trace, unthrottled: Lantern leaves shorter tasks out of its",
    "simulation (scripts/bench/trace-tasks.ts), so these are what the blocking time is made of.",
    "",
    ...figures.flatMap((p) => {
      const worst = p.calibrated?.worst ?? p.worst;
      const tasks = p.calibrated?.longTasks ?? p.longTasks;
      const traced = p.calibrated?.mainThreadTasks ?? p.mainThreadTasks;
      return [
        `**${p.name}** (${p.path})${p.runtimeError ? `: Lighthouse error ${p.runtimeError}` : ""}`,
        "",
        ...(worst.length ? worst.map((line) => `- ${line}`) : ["- nothing"]),
        ...(tasks.length ? [`- Long tasks: ${tasks.join("; ")}`] : []),
        ...(traced.length ? [`- Tasks of 10 ms or more: ${traced.join("; ")}`] : []),
        "",
      ];
    }),
  ];
}
