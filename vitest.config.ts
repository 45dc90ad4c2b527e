import { defineConfig } from "vitest/config";

// One run, four kinds of tests (STYLE.md §7). The global setup starts DynamoDB Local,
// the local stack and Chromium once for the whole run, never per test file.
export default defineConfig({
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
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
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: "infra", include: ["tests/infra/**/*.test.ts"], testTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
