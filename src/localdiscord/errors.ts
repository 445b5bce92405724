/**
 * Discord-shaped API errors: `{ code, message, errors? }` with the HTTP status
 * Discord uses, so discord.js raises the same DiscordAPIError it would in production.
 */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, unknown>,
  ) {
    super(message);
  }

  toJSON(): Record<string, unknown> {
    return this.errors
      ? { code: this.code, message: this.message, errors: this.errors }
      : { code: this.code, message: this.message };
  }
}

/** One problem in a request body, addressed by its path, e.g. ['components', 0, 'components', 2, 'custom_id']. */
export interface FieldError {
  path: (string | number)[];
  code: string;
  message: string;
}

/** Builds Discord's nested `errors` object: `{ components: { 0: { _errors: [{code, message}] } } }`. */
export function nestErrors(list: FieldError[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const e of list) {
    let node = root;
    for (const key of e.path) {
      const k = String(key);
      node[k] ??= {};
      node = node[k] as Record<string, unknown>;
    }
    const bucket = (node._errors ??= []) as { code: string; message: string }[];
    bucket.push({ code: e.code, message: e.message });
  }
  return root;
}

export function invalidFormBody(list: FieldError[]): DiscordHttpError {
  return new DiscordHttpError(400, 50035, 'Invalid Form Body', nestErrors(list));
}

export const Errors = {
  unknownRoute: () => new DiscordHttpError(404, 0, '404: Not Found'),
  unauthorized: () => new DiscordHttpError(401, 0, '401: Unauthorized'),
  unknownChannel: () => new DiscordHttpError(404, 10003, 'Unknown Channel'),
  unknownMessage: () => new DiscordHttpError(404, 10008, 'Unknown Message'),
  unknownUser: () => new DiscordHttpError(404, 10013, 'Unknown User'),
  unknownGuild: () => new DiscordHttpError(404, 10004, 'Unknown Guild'),
  unknownMember: () => new DiscordHttpError(404, 10007, 'Unknown Member'),
  unknownApplication: () => new DiscordHttpError(404, 10002, 'Unknown Application'),
  unknownCommand: () => new DiscordHttpError(404, 10063, 'Unknown application command'),
  unknownWebhook: () => new DiscordHttpError(404, 10015, 'Unknown Webhook'),
  unknownInteraction: () => new DiscordHttpError(404, 10062, 'Unknown interaction'),
  alreadyAcknowledged: () => new DiscordHttpError(400, 40060, 'Interaction has already been acknowledged.'),
  invalidWebhookToken: () => new DiscordHttpError(401, 50027, 'Invalid Webhook Token'),
  emptyMessage: () => new DiscordHttpError(400, 50006, 'Cannot send an empty message'),
  missingPermissions: () => new DiscordHttpError(403, 50013, 'Missing Permissions'),
  missingAccess: () => new DiscordHttpError(403, 50001, 'Missing Access'),
  tooLarge: () => new DiscordHttpError(413, 40005, 'Request entity too large'),
  threadAlreadyCreated: () =>
    new DiscordHttpError(400, 160004, 'A thread has already been created for this message'),
  cannotEditOthers: () =>
    new DiscordHttpError(403, 50005, 'Cannot edit a message authored by another user'),
  invalidBody: (message: string) => new DiscordHttpError(400, 50109, message),
  cannotSendToUser: () => new DiscordHttpError(403, 50007, 'Cannot send messages to this user'),
  threadArchived: () => new DiscordHttpError(400, 50083, 'Thread is archived'),
  oldMessageEdits: () => new DiscordHttpError(400, 30046, 'Maximum number of edits to messages older than 1 hour reached. Try again later.'),
};
