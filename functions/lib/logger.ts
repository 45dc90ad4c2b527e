import { Logger } from "@aws-lambda-powertools/logger";
import { installSourceMappedStacks } from "./source-mapped-stacks";

// The stacks this logger prints point at the TypeScript sources (read from the map on first use).
installSourceMappedStacks();

/**
 * One logger per Lambda module (as in Powertools). Request bodies, cookies and headers
 * are never logged: they may carry credentials or card data.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? "dine-on-campus",
  logLevel: (process.env.LOG_LEVEL as "INFO" | "DEBUG" | "WARN" | "ERROR" | undefined) ?? "INFO",
});
