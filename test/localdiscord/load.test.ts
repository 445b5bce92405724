/**
 * Many concurrent interactions against the local Discord under Discord's rate
 * limits: every one is acknowledged once and answered with its picture and
 * button, and nothing breaks a rule. This is about behaviour only: how fast the
 * acknowledgements come depends on the machine, so the 3-second deadline is
 * lifted here (the handler defers before any work, which is how the bot meets
 * it by construction) and the latencies are measured by
 * bench/localdiscord-load.bench.ts instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, Events, type Client } from 'discord.js';
import { startLocalDiscord, type LocalDiscord } from '../../src/localdiscord';
import { tinyPng } from '../../src/localdiscord/demo-bot';
import { caesarCommand, connectBot } from './helpers';

let discord: LocalDiscord;
let client: Client | undefined;
const png = tinyPng(400, 300, [120, 80, 40]);

beforeAll(async () => {
  // Discord's limits on: interaction callbacks are exempt and each follow-up token has its own bucket.
  discord = await startLocalDiscord({ rateLimits: {}, ackDeadlineMs: 120_000 });
});

async function startBot(rest: { globalRequestsPerSecond?: number }): Promise<void> {
  await client?.destroy();
  client = await connectBot(discord, { timeout: 60_000, ...rest });
  await client.application!.commands.set([caesarCommand], discord.guildId);
  client.on(Events.InteractionCreate, (i) => {
    if (!i.isChatInputCommand() && !i.isButton()) return;
    void (async () => {
      await i.deferReply();
      await i.editReply({
        content: `board for ${i.id}`,
        files: [new AttachmentBuilder(png, { name: 'board.png' })],
        components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId(`b:${i.id}`).setLabel('Move').setStyle(ButtonStyle.Primary))],
      });
    })();
  });
}

afterAll(async () => {
  await client?.destroy();
  await discord?.close();
});

async function burst(n: number): Promise<void> {
  const users = ['alice', 'bob', 'carol', 'dave'];
  const handles = await Promise.all(
    Array.from({ length: n }, (_, k) => discord.as(users[k % 4]).slash(discord.channelId, 'caesar', { subcommand: 'solo' })),
  );
  const responses = await Promise.all(handles.map((h) => h.response()));
  const replies = await Promise.all(handles.map((h) => h.reply(120_000)));
  expect(responses.every((r) => r.kind === 'callback' && r.type === 5)).toBe(true);
  // Each interaction got its own answer: the picture, the button naming it, nothing crossed.
  replies.forEach((m, k) => {
    expect(m.content).toBe(`board for ${handles[k].id}`);
    expect(m.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(m.components).toHaveLength(1);
  });
  expect(new Set(replies.map((m) => m.id)).size).toBe(n);
  expect(discord.violations()).toEqual([]);
}

describe('load', () => {
  it('answers 75 concurrent interactions (defer + edit with a PNG), each exactly once, under the rate limits', async () => {
    // discord.js counts interaction callbacks against its client-side 50 requests/s global limit,
    // so this burst also exercises the client's own queueing.
    await startBot({});
    await burst(75);
  }, 300_000);

  it('answers 100 at once when that client-side limit is raised', async () => {
    await startBot({ globalRequestsPerSecond: 10_000 });
    await burst(100);
  }, 300_000);
});
