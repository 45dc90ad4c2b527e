/**
 * The few service worker globals the worker uses. The project type-checks against the DOM
 * library only (lib "WebWorker" cannot sit beside it in one program), so they are declared here.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface WindowClient {
  readonly url: string;
  navigate(url: string): Promise<WindowClient | null>;
}

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: { readonly active: unknown; unregister(): Promise<boolean> };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

/** What the build writes into the worker (scripts/build-service-worker.ts). */
export interface WorkerConfig {
  /** Changes with every build that changes the shell or the route table. */
  version: string;
  /** The app shell: /index.html and the hashed files it references. */
  shell: string[];
  /**
   * The chunks of the campus home, hours and menu pages: precached when this version replaces
   * another, so those pages keep working offline across an update.
   */
  offlinePages: string[];
  /** The GET routes and whether each may be stored (shared/platform/offline/cache-rule.ts). */
  routes: { path: string; cached: boolean }[];
}
