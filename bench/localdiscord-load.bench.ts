/**
 * Acknowledgement latency of a burst of concurrent interactions against the
 * local Discord under Discord's limits (a bot that defers, then edits in a
 * 400×300 PNG), with discord.js's client-side global limit at its default
 * (50 requests/s) and raised, in the same run, with their ratio. Moved here
 * from test/localdiscord/load.test.ts, which now checks behaviour only.
 */
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, Client, Events, GatewayIntentBits } from 'discord.js';
import { startLocalDiscord, type LocalDiscord } from '../src/localdiscord';
import { tinyPng } from '../src/localdiscord/demo-bot';

const png = tinyPng(400, 300, [120, 80, 40]);
const command = {
  name: 'caesar', description: 'Play Caesar!',
  options: [{ type: 1, name: 'solo', description: 'Play against Crassus' }],
};
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

async function connect(discord: LocalDiscord, globalRequestsPerSecond?: number): Promise<Client> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiUrl, retries: 0, timeout: 30_000, ...(globalRequestsPerSecond ? { globalRequestsPerSecond } : {}) } });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(discord.botToken);
  await ready;
  await client.application!.commands.set([command], discord.guildId);
  client.on(Events.InteractionCreate, (i) => {
    if (!i.isChatInputCommand()) return;
    void (async () => {
      await i.deferReply();
      await i.editReply({
        content: 'board',
        files: [new AttachmentBuilder(png, { name: 'board.png' })],
        components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId(`b:${i.id}`).setLabel('Move').setStyle(ButtonStyle.Primary))],
      });
    })();
  });
  return client;
}

async function burst(discord: LocalDiscord, n: number) {
  const users = ['alice', 'bob', 'carol', 'dave'];
  const started = performance.now();
  const handles = await Promise.all(Array.from({ length: n }, (_, k) => discord.as(users[k % 4]).slash(discord.channelId, 'caesar', { subcommand: 'solo' })));
  const responses = await Promise.all(handles.map((h) => h.response()));
  await Promise.all(handles.map((h) => h.reply(60_000)));
  const wall = performance.now() - started;
  const ack = responses.map((r) => (r.kind === 'callback' ? r.latencyMs : Infinity));
  return { n, ack_median_ms: pct(ack, 0.5), ack_p95_ms: pct(ack, 0.95), ack_max_ms: Math.max(...ack), all_replies_ms: Math.round(wall), missed_3s: ack.filter((x) => x > 3000).length };
}

export default async function (): Promise<Record<string, unknown>> {
  const discord = await startLocalDiscord({ rateLimits: {}, ackDeadlineMs: 60_000 });
  try {
    let client = await connect(discord);
    const limited = await burst(discord, 75);
    await client.destroy();
    client = await connect(discord, 10_000);
    const raised = await burst(discord, 75);
    await client.destroy();
    return {
      default_client_limit: limited,
      raised_client_limit: raised,
      ack_p95_ratio_default_over_raised: Math.round((limited.ack_p95_ms / Math.max(1, raised.ack_p95_ms)) * 100) / 100,
    };
  } finally {
    await discord.close();
  }
}
