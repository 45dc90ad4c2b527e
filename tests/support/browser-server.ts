import { chromium } from "playwright-core";

export interface BrowserServer {
  wsEndpoint: string;
  stop(): Promise<void>;
}

/**
 * Debian's Chromium, launched once per run. The flags keep it from reaching for Google's
 * services, which this machine's closed network refuses.
 */
export async function startBrowserServer(): Promise<BrowserServer> {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  return { wsEndpoint: server.wsEndpoint(), stop: () => server.close() };
}
