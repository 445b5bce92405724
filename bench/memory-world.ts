/**
 * The other side of bench/memory.bench.ts, in its own process so that the
 * bench's heap holds the bot alone: the local Discord and the players. Told
 * over IPC how many games to play; answers when they are finished.
 *
 *   parent → { play: n }            child → { ready: { apiUrl, botToken } } once, { played: n } after each batch
 */
import { REST } from 'discord.js';
import { deployCommands } from '../src/bot/deploy-commands';
import { registerGame } from '../src/core/registry';
import { numbersPlugin } from '../src/games/numbers/plugin';
import { startLocalDiscord, type LocalDiscord, type LocalMessage } from '../src/localdiscord';

const PARALLEL = Number(process.env.MEMORY_PARALLEL ?? 8);

const customIds = (m: LocalMessage) => m.components.flatMap((r) => ('components' in r ? (r.components as { custom_id?: string }[]) : []))
  .map((c) => c.custom_id).filter((c): c is string => !!c);

/** One Numbers game against the computer, from the command to the final board. */
async function playGame(discord: LocalDiscord, user: string): Promise<void> {
  const driver = discord.as(user);
  const started = await driver.slash(discord.channelId, 'numbers', { subcommand: 'bot' });
  const reply = await started.reply(60_000);
  const thread = /<#(\d+)>/.exec(reply.content)?.[1];
  if (!thread) throw new Error(`no thread in "${reply.content}"`);
  const boards = () => discord.messages(thread).filter((m) => m.attachments.length > 0);
  let board = await discord.waitFor(() => boards().at(-1), 60_000);
  for (let move = 0; move < 12; move++) {
    const play = customIds(board).find((id) => id.endsWith(':play'));
    if (!play) return; // game over: the last board has no buttons
    const opened = await driver.click(board, play);
    const builder = await opened.reply(60_000);
    const card = customIds(builder)[0];
    if (!card) throw new Error(`no card to play: ${builder.content}`);
    const previous = board.id;
    await driver.click(builder, card);
    board = await discord.waitFor(() => { const b = boards().at(-1); return b && b.id !== previous && b; }, 60_000);
  }
  throw new Error('the game did not end');
}

registerGame(numbersPlugin);
const users = Array.from({ length: PARALLEL }, (_, k) => `player${k}`);
const discord = await startLocalDiscord({ port: 0, rateLimits: false, userNames: users, gateway: { identifyWindowMs: 0 } });
const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
await deployCommands(rest, discord.applicationId, discord.guildId);
process.send!({ ready: { apiUrl: discord.apiUrl, botToken: discord.botToken } });
process.on('message', async (msg: { play?: number; stop?: boolean }) => {
  if (msg.stop) { await discord.close(); process.exit(0); }
  if (!msg.play) return;
  let claimed = 0;
  try {
    await Promise.all(users.map(async (user) => {
      while (claimed < msg.play!) {
        claimed++;
        await playGame(discord, user);
      }
    }));
    process.send!({ played: msg.play });
  } catch (e) {
    process.send!({ error: (e as Error).stack ?? String(e) });
  }
});
