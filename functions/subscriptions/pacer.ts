import type { PaymentGateway } from "../purchase/gateway/gateway";

/**
 * A token bucket for calls to a rate-limited service (the payment gateway during a billing
 * run): `take()` resolves when the caller may make one call. Tokens come at `ratePerSecond`
 * and at most `burst` wait unused; callers beyond them queue in the order they asked. The
 * bucket is counted at the moment each caller is let through, not when it asked, so a timer
 * that fires late (a busy event loop) never lets the next caller follow closer: in any window
 * of T seconds at most `burst + rate × T` calls start, and with the default burst of 1 no
 * second ever sees more than `rate` of them.
 */
export interface Pacer {
  take(): Promise<void>;
}

export interface PacerOptions {
  ratePerSecond: number;
  burst?: number;
  /** Test seams: fake timers drive both. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPacer({
  ratePerSecond,
  burst = 1,
  now = Date.now,
  sleep = wait,
}: PacerOptions): Pacer {
  if (!(ratePerSecond > 0) || !Number.isFinite(ratePerSecond)) {
    throw new RangeError(`A pacer needs a positive rate, not ${ratePerSecond}`);
  }
  const capacity = Math.max(1, burst);
  const msPerToken = 1000 / ratePerSecond;
  let tokens = capacity;
  let updatedAt = now();
  const refill = () => {
    const at = now();
    tokens = Math.min(capacity, tokens + (at - updatedAt) / msPerToken);
    updatedAt = at;
  };
  // Callers go through one at a time, in order: each waits for the one before it.
  let queue: Promise<void> = Promise.resolve();
  return {
    take() {
      queue = queue.then(async () => {
        refill();
        // A timer may fire a millisecond early: wait again for the rest of the token.
        while (tokens < 1) {
          await sleep(Math.max(1, Math.ceil((1 - tokens) * msPerToken)));
          refill();
        }
        tokens -= 1;
      });
      return queue;
    },
  };
}

/**
 * The gateway with every charge of a saved card paced: what a billing run calls once per
 * period it charges. Its other calls (none in a run) pass through.
 */
export function pacedGateway(gateway: PaymentGateway, pacer: Pacer): PaymentGateway {
  return new Proxy(gateway, {
    get(target, property, receiver) {
      if (property !== "chargeSaved") return Reflect.get(target, property, receiver);
      return async (request: Parameters<PaymentGateway["chargeSaved"]>[0]) => {
        await pacer.take();
        return target.chargeSaved(request);
      };
    },
  });
}
