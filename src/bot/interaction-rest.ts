/**
 * Discord exempts the requests made with an interaction's token (the webhook
 * routes behind editReply, followUp and deleteReply) from a bot's global rate
 * limit, but discord.js counts them in its client-side one (50 requests/s).
 * A move is a few of them per builder step, so under load the bot reached its
 * own global count and every request, board posts among them, waited for the
 * next second. Those requests now go through a REST manager of their own: the
 * same settings and per-route buckets, no global count (a global 429 from
 * Discord would still stop it).
 */
import { REST, RESTEvents, type InternalRequest } from 'discord.js';

/** Requests sent with an interaction token instead of the bot's: `/webhooks/<application>/<token>…`, no auth. */
export function isInteractionWebhook(request: Pick<InternalRequest, 'fullRoute' | 'auth'>): boolean {
  return request.auth === false && request.fullRoute.startsWith('/webhooks/');
}

/** Sends `rest`'s interaction-token requests through a manager without the client-side global limit. Returns it. */
export function exemptInteractionWebhooks(rest: REST): REST {
  // The request function is looked up on each request, so whoever wraps the client's (the load bench's
  // timing) wraps these too.
  const side = new REST({
    ...rest.options, globalRequestsPerSecond: Number.MAX_SAFE_INTEGER,
    makeRequest: (url, init) => rest.options.makeRequest(url, init),
  });
  // Whoever watches the client's REST (logs, the load bench) still sees these requests' waits.
  for (const event of [RESTEvents.RateLimited, RESTEvents.InvalidRequestWarning] as const) {
    side.on(event, (...args: unknown[]) => { rest.emit(event, ...(args as [never])); });
  }
  const queue = rest.queueRequest.bind(rest);
  rest.queueRequest = (request: InternalRequest) => (isInteractionWebhook(request) ? side.queueRequest(request) : queue(request));
  return side;
}
