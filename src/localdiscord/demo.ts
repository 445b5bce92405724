/**
 * `npx tsx src/localdiscord/demo.ts [port]`: the local Discord with the demo
 * bot, for trying the play page by hand.
 */
import { startDemoBot } from './demo-bot';
import { startLocalDiscord } from './server';

const port = Number(process.argv[2] ?? process.env.LOCAL_DISCORD_PORT ?? 8787);
const discord = await startLocalDiscord({ port, log: (line) => console.log(`[local-discord] ${line}`) });
const client = await startDemoBot(discord);
console.log(`Local Discord play page: ${discord.pageUrl}  (try /demo buttons)`);
const stop = async () => {
  await client.destroy();
  await discord.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
