/**
 * A community server's permissions, through the local Discord (which enforces
 * them as Discord does) and the real discord.js client: the bot checks its own
 * permissions before starting anything and says which are missing; /help
 * explains the games in the member's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm } from '../../src/localdiscord/permissions';
import { act, buttons, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const answer = (handle: { messages(): { id: string }[] }) => h.discord.message(handle.messages()[0].id)!;

describe('the bot\'s own permissions', () => {
  it('refuses to start a game where it may not attach the board, names the permission, and leaves nothing behind', async () => {
    const { discord } = h;
    discord.permissions.setOverwrite(discord.channelId, 'bot', { deny: Perm.AttachFiles | Perm.SendMessagesInThreads });
    const before = discord.messages(discord.channelId).length;
    const solo = await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'solo' }));
    expect(answer(solo).ephemeral).toBe(true);
    expect(answer(solo).content).toMatch(/missing \*\*Attach Files\*\*, \*\*Send Messages in Threads\*\* in this channel/);
    const challenge = await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    expect(answer(challenge).content).toMatch(/Attach Files/);
    // In the member's language.
    const cs = await act(h, () => discord.as('carol').slash(discord.channelId, 'caesar', { subcommand: 'bot', locale: 'cs' }));
    expect(answer(cs).content).toMatch(/chybí \*\*Přikládat soubory\*\*/);
    expect(Object.keys(await h.repo.openIndex())).toEqual([]);
    expect(discord.threads(discord.channelId)).toEqual([]);
    expect(discord.messages(discord.channelId).filter((m) => !m.ephemeral).length).toBe(before);
    discord.permissions.setOverwrite(discord.channelId, 'bot', null);
  });

  it('does not start an accepted challenge when the permissions were taken away meanwhile; the challenge stays open', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    const challenge = discord.messages(discord.channelId).at(-1)!;
    const gameId = buttons(challenge)[0].custom_id.split(':')[1];
    discord.permissions.setOverwrite(discord.channelId, 'bot', { deny: Perm.SendMessagesInThreads });
    const accept = await act(h, () => discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
    expect(answer(accept).content).toMatch(/missing \*\*Send Messages in Threads\*\*/);
    expect((await h.repo.get(gameId))!.meta.status).toBe('challenge');
    expect(discord.threads(discord.channelId)).toEqual([]);
    discord.permissions.setOverwrite(discord.channelId, 'bot', null);
    await act(h, () => discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
    expect((await h.repo.get(gameId))!.meta.status).toBe('active');
    expect(discord.threads(discord.channelId)).toHaveLength(1);
    expect(discord.violations()).toEqual([]);
  });
});

describe('first contact', () => {
  it('greets the server once, in its first text channel, saying how to start; a restart does not greet again', async () => {
    const { discord } = h;
    const greetings = () => discord.messages(discord.channelId).filter((m) => /I am \*\*Legatus\*\*/.test(m.content));
    expect(greetings()).toHaveLength(1);
    expect(greetings()[0].content).toMatch(/Type `\/help`/);
    expect(greetings()[0].content).toContain('Caesar! (`/caesar`)');
    await h.restartBot();
    expect(greetings()).toHaveLength(1);
  });
});

describe('/help', () => {
  it('lists the games with their commands, and gives a game\'s own guide, in the member\'s language', async () => {
    const { discord } = h;
    const all = answer(await act(h, () => discord.as('dave').slash(discord.channelId, 'help')));
    expect(all.ephemeral).toBe(true);
    expect(all.content).toMatch(/How to play with Legatus/);
    expect(all.content).toContain('Caesar! (`/caesar`)');
    expect(all.content).toContain('Conquest of the Empire (`/conquest`)');
    const caesar = answer(await act(h, () => discord.as('dave').slash(discord.channelId, 'help', { options: { game: 'caesar' } })));
    expect(caesar.content).toMatch(/\/caesar challenge/);
    expect(caesar.content).toContain('docs/caesar-rulings.md');
    const ko = answer(await act(h, () => discord.as('dave').slash(discord.channelId, 'help', { options: { game: 'caesar' }, locale: 'ko' })));
    // The Korean guide, naming the command as a Korean client shows it.
    expect(ko.content).toContain('`/카이사르 도전 상대:@멤버`');
  });
});
