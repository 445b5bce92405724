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
  discord = await startLocalDiscord({ rateLimits: {} });
});

async function startBot(rest: { globalRequestsPerSecond?: number }): Promise<void> {
  await client?.destroy();
  client = await connectBot(discord, rest);
  await client.application!.commands.set([caesarCommand], discord.guildId);
  client.on(Events.InteractionCreate, (i) => {
    if (!i.isChatInputCommand() && !i.isButton()) return;
    void (async () => {
      await i.deferReply();
      await i.editReply({
        content: 'board',
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

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

async function burst(label: string, n: number): Promise<void> {
  const users = ['alice', 'bob', 'carol', 'dave'];
  const started = Date.now();
  const handles = await Promise.all(
    Array.from({ length: n }, (_, k) => discord.as(users[k % 4]).slash(discord.channelId, 'caesar', { subcommand: 'solo' })),
  );
  const responses = await Promise.all(handles.map((h) => h.response()));
  const replies = await Promise.all(handles.map((h) => h.reply(10_000)));
  const wall = Date.now() - started;
  const ack = responses.map((r) => r.latencyMs);
  console.log(`${label}: ${n} concurrent interactions: ack median ${pct(ack, 0.5)} ms, p95 ${pct(ack, 0.95)} ms, max ${Math.max(...ack)} ms; all replies in ${wall} ms`);
  expect(responses.every((r) => r.kind === 'callback')).toBe(true);
  expect(replies.every((m) => m.attachments.length === 1 && m.components.length === 1)).toBe(true);
  expect(discord.violations()).toEqual([]);
}

describe('load', () => {
  it('answers 75 concurrent interactions (defer + edit with a PNG) within the deadline', async () => {
    // discord.js counts interaction callbacks against its client-side 50 requests/s global limit,
    // so a burst's acknowledgements spread over seconds; 75 keeps a safe margin on a busy CI machine.
    await startBot({});
    await burst('discord.js default global limit (50/s)', 75);
  });

  it('shows the server itself is not the bottleneck when that client-side limit is raised', async () => {
    await startBot({ globalRequestsPerSecond: 10_000 });
    await burst('global limit raised', 100);
  });
});
