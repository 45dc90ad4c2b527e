import { ApiError, type RequestOptions } from "@/lib/api-client";

/**
 * A card order the processor wants the buyer to authenticate (3-D Secure) is answered 402 with
 * `next_action: { client_secret }` beside the usual error envelope. The API client keeps only
 * the envelope's message and fields, so the order call reads the secret on its way through.
 */
function readingNextAction(found: { secret: string | null }): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (response.status === 402) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { next_action?: { client_secret?: unknown } } | null;
      const secret = body?.next_action?.client_secret;
      if (typeof secret === "string" && secret !== "") found.secret = secret;
    }
    return response;
  };
}

/**
 * Sends the card order; when the answer asks for authentication and the card can give it
 * (`authenticate`, the Stripe card step's), authenticates and sends the very same request again:
 * same card token, so the server completes the same checkout attempt (docs/payments.md). A
 * failed authentication throws the card's error; a second request for authentication is
 * answered like any other refusal.
 */
export async function sendAuthenticated<T>(
  send: (options: RequestOptions) => Promise<T>,
  authenticate: ((clientSecret: string) => Promise<void>) | undefined,
): Promise<T> {
  const found = { secret: null as string | null };
  try {
    return await send({ fetch: readingNextAction(found) });
  } catch (error) {
    const asked = error instanceof ApiError && error.statusCode === 402 ? found.secret : null;
    if (!asked || !authenticate) throw error;
    await authenticate(asked);
  }
  return send({});
}
