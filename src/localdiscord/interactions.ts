/**
 * Interactions: building INTERACTION_CREATE payloads, the acknowledgement
 * deadline, callbacks (types 1, 4–9) and the interaction webhook
 * (@original edits and follow-ups) with the 15-minute token lifetime.
 */
import { randomBytes } from 'node:crypto';
import { GatewayDispatchEvents, InteractionResponseType, InteractionType, MessageType } from 'discord-api-types/v10';
import type { ParsedBody } from './body';
import { DiscordHttpError, Errors, invalidFormBody } from './errors';
import type { Gateway } from './gateway';
import { validateModal } from './limits';
import { applyMessageBody, IS_COMPONENTS_V2, SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS } from './messages';
import { EPHEMERAL, LOADING, type InteractionRecord, type MessageInteractionInfo, type MessageRecord, type World } from './state';
import type { InteractionResponse, LocalUser } from './types';

export interface InteractionSettings {
  ackDeadlineMs: number;
  tokenLifetimeMs: number;
  attachmentLimit: number;
}

const RESPONSE_FLAGS = EPHEMERAL | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2;

export interface JsonReply {
  status: number;
  json?: unknown;
}

export class Interactions {
  constructor(
    private world: World,
    private gateway: Gateway,
    private settings: InteractionSettings,
    private log: (line: string) => void,
  ) {}

  /** Base fields every interaction carries (user, member, channel, locale, permissions). */
  private base(user: LocalUser, channelId: string, type: number, locale?: string): Record<string, unknown> {
    const w = this.world;
    const channel = w.channels.get(channelId);
    if (!channel) throw new Error(`unknown channel ${channelId}`);
    return {
      id: w.ids.next(),
      application_id: w.applicationId,
      type,
      token: `lt.${randomBytes(24).toString('base64url')}`,
      version: 1,
      guild_id: w.guildId,
      guild: { id: w.guildId, locale: 'en-US', features: [] },
      channel_id: channelId,
      channel: w.apiChannel(channel),
      // Both in the channel of the interaction, overwrites applied, as Discord sends them.
      member: { ...w.apiMember(user), permissions: w.memberPermissions(user.id, channelId).toString() },
      app_permissions: w.botPermissions(channelId).toString(),
      locale: locale ?? user.locale,
      guild_locale: 'en-US',
      entitlements: [],
      authorizing_integration_owners: { '0': w.guildId },
      context: 0,
      attachment_size_limit: this.settings.attachmentLimit,
    };
  }

  /** Registers and dispatches an interaction; the deadline timer starts now. */
  dispatch(
    user: LocalUser,
    channelId: string,
    type: number,
    data: Record<string, unknown>,
    extra: { sourceMessage?: MessageRecord; commandName?: string; locale?: string; opener?: InteractionRecord; edit?: (payload: Record<string, any>) => void; session?: string } = {},
  ): InteractionRecord {
    const payload = this.base(user, channelId, type, extra.locale);
    payload.data = data;
    if (extra.sourceMessage) payload.message = extra.sourceMessage.toAPI();
    let resolveResponse!: (r: InteractionResponse) => void;
    const responsePromise = new Promise<InteractionResponse>((r) => (resolveResponse = r));
    const rec: InteractionRecord = {
      id: payload.id as string,
      token: payload.token as string,
      type,
      userId: user.id,
      channelId,
      commandName: extra.commandName,
      createdAt: Date.now(),
      issuedAt: this.world.now(),
      payload,
      expired: false,
      sourceMessageId: extra.sourceMessage?.id,
      triggering: extra.opener ? this.info(extra.opener) : undefined,
      messageIds: [],
      resolveResponse,
      responsePromise,
    };
    this.world.interactions.set(rec.id, rec);
    this.world.interactionsByToken.set(rec.token, rec);
    rec.timer = setTimeout(() => this.expire(rec), this.settings.ackDeadlineMs);
    rec.timer.unref?.();
    // After the record is made: a forged payload may lack or break the fields the record keeps.
    extra.edit?.(payload);
    this.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload, extra.session);
    this.world.changed();
    return rec;
  }

  private expire(rec: InteractionRecord): void {
    if (rec.ackType !== undefined) return;
    rec.expired = true;
    rec.response = { kind: 'expired', latencyMs: Date.now() - rec.createdAt };
    rec.resolveResponse(rec.response);
    const what = rec.commandName ? `/${rec.commandName}` : `component ${(rec.payload.data as any)?.custom_id ?? ''}`;
    const message = `interaction ${rec.id} (${what}) was not acknowledged within ${this.settings.ackDeadlineMs} ms`;
    this.log(`violation: ${message}`);
    this.world.recordViolation({ kind: 'ack-deadline', message, interactionId: rec.id });
  }

  clearTimers(): void {
    for (const rec of this.world.interactions.values()) if (rec.timer) clearTimeout(rec.timer);
  }

  private newResponseMessage(rec: InteractionRecord): MessageRecord {
    const w = this.world;
    // The channel may have been deleted since (a moderator removed the thread).
    if (!w.channels.has(rec.channelId)) throw Errors.unknownChannel();
    const m = w.addMessage(rec.channelId, w.botUser);
    m.webhookId = w.applicationId;
    m.type = rec.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default;
    m.interaction = { ...this.info(rec), originalResponseId: rec.originalMessageId };
    return m;
  }

  /** The facts of an interaction a message's `interaction_metadata` repeats. */
  private info(rec: InteractionRecord): MessageInteractionInfo {
    return {
      id: rec.id, type: rec.type, name: rec.commandName, userId: rec.userId,
      ...(rec.type === InteractionType.MessageComponent && rec.sourceMessageId ? { interactedMessageId: rec.sourceMessageId } : {}),
      ...(rec.triggering ? { triggering: rec.triggering } : {}),
    };
  }

  /** Removes a message that failed validation before it was ever shown. */
  private discard(m: MessageRecord): void {
    this.world.messages.delete(m.id);
    const list = this.world.channelMessages.get(m.channelId);
    if (list) list.splice(list.indexOf(m.id), 1);
  }

  private publish(t: 'create' | 'update', m: MessageRecord): void {
    if (!m.ephemeral) {
      this.gateway.dispatch(t === 'create' ? GatewayDispatchEvents.MessageCreate : GatewayDispatchEvents.MessageUpdate, {
        ...m.toAPI(),
        guild_id: this.world.guildId,
      });
    }
    this.world.changed();
  }

  /** POST /interactions/{id}/{token}/callback */
  callback(id: string, token: string, body: ParsedBody, withResponse: boolean): JsonReply {
    const rec = this.world.interactions.get(id);
    if (!rec || rec.token !== token) throw Errors.unknownInteraction();
    if (rec.expired) throw Errors.unknownInteraction();
    if (rec.ackType !== undefined) throw Errors.alreadyAcknowledged();
    const type = body.json.type;
    const data = (body.json.data ?? {}) as Record<string, any>;
    const sub: ParsedBody = { json: data, files: body.files };
    const source = rec.sourceMessageId ? this.world.messages.get(rec.sourceMessageId) : undefined;
    let message: MessageRecord | undefined;
    switch (type) {
      case InteractionResponseType.ChannelMessageWithSource: {
        if (rec.type === InteractionType.ApplicationCommandAutocomplete) throw badType(type);
        const m = this.newResponseMessage(rec);
        try {
          applyMessageBody(this.world, m, sub, { mode: 'create', allowedFlags: RESPONSE_FLAGS, attachmentLimit: this.settings.attachmentLimit });
        } catch (e) {
          this.discard(m);
          throw prefixErrors(e);
        }
        message = this.postOriginal(rec, m, type, data);
        break;
      }
      case InteractionResponseType.DeferredChannelMessageWithSource: {
        if (rec.type === InteractionType.ApplicationCommandAutocomplete) throw badType(type);
        const m = this.newResponseMessage(rec);
        m.flags = LOADING | ((data.flags ?? 0) & (EPHEMERAL | IS_COMPONENTS_V2));
        message = this.postOriginal(rec, m, type, data);
        break;
      }
      case InteractionResponseType.DeferredMessageUpdate: {
        if (!source) throw badType(type);
        rec.originalMessageId = source.id;
        rec.editsAtAck = source.edits;
        this.ack(rec, type, data);
        break;
      }
      case InteractionResponseType.UpdateMessage: {
        if (!source || source.deleted) throw badType(type);
        this.world.oldMessageEdit(source);
        try {
          applyEdit(this.world, source, sub, this.settings.attachmentLimit);
        } catch (e) {
          throw prefixErrors(e);
        }
        message = source;
        rec.originalMessageId = source.id;
        this.ack(rec, type, data, source);
        this.publish('update', source);
        break;
      }
      case InteractionResponseType.ApplicationCommandAutocompleteResult: {
        if (rec.type !== InteractionType.ApplicationCommandAutocomplete) throw badType(type);
        const choices = Array.isArray(data.choices) ? data.choices : [];
        if (choices.length > 25) throw invalidFormBody([{ path: ['data', 'choices'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' }]);
        this.ack(rec, type, data);
        break;
      }
      case InteractionResponseType.Modal: {
        if (rec.type === InteractionType.ModalSubmit || rec.type === InteractionType.ApplicationCommandAutocomplete) throw badType(type);
        const errors = validateModal(data);
        if (errors.length) throw invalidFormBody(errors);
        rec.modal = { custom_id: data.custom_id, title: data.title, components: data.components };
        this.ack(rec, type, data);
        break;
      }
      default:
        throw badType(type);
    }
    if (!withResponse) return { status: 204 };
    return {
      status: 200,
      json: {
        interaction: {
          id: rec.id,
          type: rec.type,
          response_message_id: message?.id,
          response_message_loading: message ? (message.flags & LOADING) !== 0 : undefined,
          response_message_ephemeral: message ? message.ephemeral : undefined,
        },
        resource: { type, ...(message ? { message: message.toAPI() } : {}) },
      },
    };
  }

  /** A reply (or deferred reply) becomes the interaction's original message, visible to its user only if ephemeral. */
  private postOriginal(rec: InteractionRecord, m: MessageRecord, type: number, data: Record<string, unknown>): MessageRecord {
    if (m.ephemeral) m.visibleTo = rec.userId;
    rec.originalMessageId = m.id;
    rec.messageIds.push(m.id);
    this.ack(rec, type, data, m);
    this.publish('create', m);
    return m;
  }

  private ack(rec: InteractionRecord, type: number, data: Record<string, unknown>, message?: MessageRecord): void {
    rec.ackType = type;
    if (rec.timer) clearTimeout(rec.timer);
    rec.response = { kind: 'callback', type, data, message, latencyMs: Date.now() - rec.createdAt };
    rec.resolveResponse(rec.response);
  }

  /** Interaction webhook: the token must belong to an acknowledged, unexpired interaction of this app. */
  private byToken(appId: string, token: string): InteractionRecord {
    if (appId !== this.world.applicationId) throw Errors.unknownWebhook();
    const rec = this.world.interactionsByToken.get(token);
    if (!rec) throw Errors.unknownWebhook();
    if (this.world.now() - rec.issuedAt > this.settings.tokenLifetimeMs) throw Errors.invalidWebhookToken();
    if (rec.expired) throw Errors.unknownWebhook();
    return rec;
  }

  private target(rec: InteractionRecord, messageId: string): MessageRecord {
    const id = messageId === '@original' ? rec.originalMessageId : messageId;
    if (!id) throw Errors.unknownMessage();
    if (messageId !== '@original' && !rec.messageIds.includes(id) && id !== rec.originalMessageId) throw Errors.unknownMessage();
    const m = this.world.messages.get(id);
    if (!m || m.deleted) throw Errors.unknownMessage();
    return m;
  }

  getMessage(appId: string, token: string, messageId: string): JsonReply {
    const rec = this.byToken(appId, token);
    return { status: 200, json: this.target(rec, messageId).toAPI() };
  }

  editMessage(appId: string, token: string, messageId: string, body: ParsedBody): JsonReply {
    const rec = this.byToken(appId, token);
    const m = this.target(rec, messageId);
    this.world.oldMessageEdit(m);
    applyEdit(this.world, m, body, this.settings.attachmentLimit);
    this.publish('update', m);
    return { status: 200, json: m.toAPI() };
  }

  deleteMessage(appId: string, token: string, messageId: string): JsonReply {
    const rec = this.byToken(appId, token);
    const m = this.target(rec, messageId);
    m.deleted = true;
    if (!m.ephemeral) this.gateway.dispatch(GatewayDispatchEvents.MessageDelete, { id: m.id, channel_id: m.channelId, guild_id: this.world.guildId });
    this.world.changed();
    return { status: 204 };
  }

  /** POST /webhooks/{app}/{token}: a follow-up; the first one after a deferred reply fills the loading message. */
  followUp(appId: string, token: string, body: ParsedBody): JsonReply {
    const rec = this.byToken(appId, token);
    if (rec.ackType === undefined) throw Errors.unknownWebhook();
    const original = rec.originalMessageId ? this.world.messages.get(rec.originalMessageId) : undefined;
    if (rec.ackType === InteractionResponseType.DeferredChannelMessageWithSource && original && original.flags & LOADING) {
      applyEdit(this.world, original, body, this.settings.attachmentLimit);
      this.publish('update', original);
      return { status: 200, json: original.toAPI() };
    }
    const m = this.newResponseMessage(rec);
    try {
      applyMessageBody(this.world, m, body, { mode: 'create', allowedFlags: RESPONSE_FLAGS, attachmentLimit: this.settings.attachmentLimit });
    } catch (e) {
      this.discard(m);
      throw e;
    }
    if (m.ephemeral) m.visibleTo = rec.userId;
    rec.messageIds.push(m.id);
    this.publish('create', m);
    return { status: 200, json: m.toAPI() };
  }
}

/** Edits keep ephemerality; editing a deferred ("thinking") message makes it a normal one. */
function applyEdit(world: World, m: MessageRecord, body: ParsedBody, attachmentLimit: number): void {
  const keep = m.flags & (EPHEMERAL | LOADING);
  m.flags &= ~(EPHEMERAL | LOADING);
  try {
    applyMessageBody(world, m, body, { mode: 'edit', allowedFlags: RESPONSE_FLAGS, attachmentLimit });
  } catch (e) {
    m.flags |= keep;
    throw e;
  }
  m.flags |= keep & EPHEMERAL;
}

function badType(type: unknown): DiscordHttpError {
  return invalidFormBody([{ path: ['type'], code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: `Interaction response type ${String(type)} is not valid here` }]);
}

/** Callback bodies nest the message under `data`, so Discord reports `data.content`, not `content`. */
function prefixErrors(e: unknown): unknown {
  if (e instanceof DiscordHttpError && e.code === 50035 && e.errors) {
    return new DiscordHttpError(e.status, e.code, e.message, { data: e.errors });
  }
  return e;
}
