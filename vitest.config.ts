import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The path aliases of tsconfig.json (`@/` is web/src, `@shared/` is shared/), for tests that
// import web code.
const alias = [
  { find: /^@\/(.*)$/, replacement: fileURLToPath(new URL("./web/src/$1", import.meta.url)) },
  { find: /^@shared\/(.*)$/, replacement: fileURLToPath(new URL("./shared/$1", import.meta.url)) },
];

// One run, five kinds of tests (house rule: tests live by kind). The integration and e2e projects share one
// global setup that starts DynamoDB Local, the local stack and Chromium once per run.
const harness = {
  globalSetup: ["tests/support/global-setup.ts"],
  setupFiles: ["tests/support/env-setup.ts"],
};
export default defineConfig({
  resolve: { alias },
  test: {
    // Two cores, but most of a browser or integration test is waiting on the stack, DynamoDB
    // Local or Chromium: two files at a time use the machine without starving either.
    maxWorkers: 2,
    // Lambdas run on Node 22 in AWS; the SDK's notice about Node 20 only applies to local runs.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    coverage: {
      provider: "v8",
      include: ["shared/**/*.ts"],
      exclude: ["shared/**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      thresholds: { lines: 95, branches: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/quiet-logs.ts"],
          // Property tests (hundreds of runs) and the repository-wide scans take seconds on two
          // busy cores; a slow machine is not a failure.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          // jsdom rather than happy-dom: react-aria and Testing Library test themselves on jsdom,
          // so focus moves, pointer and keyboard events behave as in their own suites.
          environment: "jsdom",
          setupFiles: ["tests/component/support/setup.ts"],
          // A whole form filled and submitted re-renders it many times: seconds on two busy cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          ...harness,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "infra",
          include: ["tests/infra/**/*.test.ts"],
          // Synthesizing the stacks (esbuild bundles included) happens in beforeAll hooks.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          ...harness,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
