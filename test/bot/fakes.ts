/**
 * Minimal stand-ins for the discord.js objects the router touches, for unit
 * tests that need no server: a client whose channels record what is sent,
 * and interactions that record how they were answered.
 */
import Keyv from 'keyv';
import { ChannelType, InteractionType, MessageFlags } from 'discord.js';
import { loadConfig } from '../../src/bot/config';
import type { BotContext } from '../../src/bot/context';
import { createLogger, memoryDestination } from '../../src/bot/logger';
import { GameRepository, KeyedMutex } from '../../src/storage';
import { discordAdapters } from '../../src/core/registry';

export interface Sent { channelId: string; payload: any }

export function fakeContext(env: Record<string, string> = {}, now = () => Date.now()) {
  const sent: Sent[] = [];
  const edits: { channelId: string; messageId: string; payload: any }[] = [];
  let nextId = 1;
  const channel = (id: string) => ({
    id,
    type: ChannelType.GuildText,
    isSendable: () => true,
    isTextBased: () => true,
    send: async (payload: any) => { sent.push({ channelId: id, payload }); return { id: `m${nextId++}` }; },
    threads: { create: async () => ({ id: `thread${nextId++}` }) },
    messages: { edit: async (messageId: string, payload: any) => { edits.push({ channelId: id, messageId, payload }); } },
  });
  const client = {
    channels: { fetch: async (id: string) => channel(id) },
    users: { fetch: async (id: string) => ({ id, username: `user${id}`, globalName: null }) },
  };
  const dest = memoryDestination();
  const ctx: BotContext = {
    client: client as never,
    repo: new GameRepository(new Keyv()),
    log: createLogger({ destination: dest }),
    config: loadConfig({ STORAGE_URL: 'sqlite://:memory:', ...env }),
    mutex: new KeyedMutex(),
    // The games the test registered (src/core/registry.ts).
    adapters: discordAdapters(),
    now,
  };
  return { ctx, sent, edits, logs: dest.lines };
}

export interface Call { method: string; payload?: any; at: number }

export function fakeComponent(userId: string, customId: string, values?: string[]) {
  const calls: Call[] = [];
  const i: any = {
    type: InteractionType.MessageComponent,
    user: { id: userId },
    locale: 'en-US',
    customId,
    values: values ?? [],
    channelId: 'chan',
    // The clicker's own ephemeral message carrying the component, as the router's origin check expects.
    message: {
      id: 'msg', content: 'x', channelId: 'chan',
      components: [{ type: 1, components: [{ type: 2, custom_id: customId }] }],
      flags: { has: (bit: number) => bit === MessageFlags.Ephemeral },
      interactionMetadata: { user: { id: userId } },
    },
    deferred: false,
    replied: false,
    isChatInputCommand: () => false,
    isButton: () => !values,
    isStringSelectMenu: () => !!values,
    isRepliable: () => true,
    async deferReply(p: any) { calls.push({ method: 'deferReply', payload: p, at: performance.now() }); i.deferred = true; },
    async deferUpdate() { calls.push({ method: 'deferUpdate', at: performance.now() }); i.deferred = true; },
    async reply(p: any) { calls.push({ method: 'reply', payload: p, at: performance.now() }); i.replied = true; },
    async editReply(p: any) { calls.push({ method: 'editReply', payload: typeof p === 'string' ? { content: p } : p, at: performance.now() }); },
    async followUp(p: any) { calls.push({ method: 'followUp', payload: p, at: performance.now() }); },
  };
  return { i, calls, last: () => calls.at(-1)!, ephemeral: (c: Call) => ((c.payload?.flags ?? 0) & MessageFlags.Ephemeral) !== 0 };
}
