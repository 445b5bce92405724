import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { LocalDiscord } from '../../src/localdiscord';

/** A real discord.js client logged in against the local server, ready (GUILD_CREATE received). */
export async function connectBot(discord: LocalDiscord, rest: { globalRequestsPerSecond?: number; timeout?: number } = {}): Promise<Client> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiUrl, retries: 0, timeout: 5000, ...rest } });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(discord.botToken);
  await ready;
  return client;
}

export const caesarCommand = {
  name: 'caesar',
  description: 'Play Caesar!',
  description_localizations: { cs: 'Hrát Caesar!' },
  options: [
    {
      type: 1,
      name: 'challenge',
      description: 'Challenge a member',
      options: [
        { type: 6, name: 'opponent', description: 'Who to challenge', required: true },
        { type: 4, name: 'turns', description: 'Turn limit', min_value: 1, max_value: 50 },
      ],
    },
    { type: 1, name: 'solo', description: 'Play against Crassus', options: [{ type: 3, name: 'difficulty', description: 'Level', choices: [{ name: 'Easy', value: 'easy' }, { name: 'Hard', value: 'hard' }] }] },
  ],
};
