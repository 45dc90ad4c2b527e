import { inject } from "vitest";

// Handlers read their configuration from the environment, as in Lambda; set it before any
// test imports a handler module.
Object.assign(process.env, inject("localEnv"), { LOG_LEVEL: process.env.LOG_LEVEL ?? "WARN" });
