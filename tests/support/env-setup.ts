import { inject } from "vitest";

// Handlers read their configuration from the environment, as in Lambda; set it before any
// test imports a handler module. The logger is silent unless the run sets LOG_LEVEL or a test
// captures its lines (quiet-logs.ts says why).
Object.assign(process.env, inject("localEnv"), { LOG_LEVEL: process.env.LOG_LEVEL ?? "SILENT" });
