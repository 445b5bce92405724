import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder, ChannelType, Client as DiscordClient, Events, GatewayIntentBits, MessageFlags, ModalBuilder, TextInputBuilder, TextInputStyle,
  type Client, type Interaction, type TextChannel,
} from 'discord.js';
import { startLocalDiscord, type LocalDiscord } from '../../src/localdiscord';
import { parseCommandLine } from '../../src/localdiscord/driver';
import { caesarCommand, connectBot } from './helpers';

let discord: LocalDiscord;
let client: Client | undefined;

beforeEach(async () => {
  discord = await startLocalDiscord({ rateLimits: false });
});
afterEach(async () => {
  await client?.destroy();
  client = undefined;
  await discord.close();
});

function onInteraction(c: Client, fn: (i: Interaction) => Promise<void>): void {
  c.on(Events.InteractionCreate, (i) => void fn(i).catch(() => {}));
}

async function withCommands(): Promise<Client> {
  const c = await connectBot(discord);
  await c.application!.commands.set([caesarCommand], discord.guildId);
  return c;
}

describe('command line parsing (shared by the page and UserDriver.command)', () => {
  it('parses subcommands, options, mentions and quoted values against the registered definition', async () => {
    client = await withCommands();
    const world = { guildCommands: new Map(discord.commands(discord.guildId).map((c) => [c.id, c])), globalCommands: new Map() };
    const parse = (line: string) => parseCommandLine(world as never, line);
    expect(parse('/caesar challenge opponent:@bob turns:12')).toEqual({ name: 'caesar', opts: { subcommand: 'challenge', options: { opponent: '@bob', turns: '12' } } });
    expect(parse('/caesar solo difficulty:"hard"')).toEqual({ name: 'caesar', opts: { subcommand: 'solo', options: { difficulty: 'hard' } } });
    expect(() => parse('/nope')).toThrow(/Unknown command/);
    expect(() => parse('/caesar duel')).toThrow(/no subcommand duel/);
    await expect(discord.as('alice').command(discord.channelId, '/caesar challenge')).rejects.toThrow(/opponent is required/);
    await expect(discord.as('alice').command(discord.channelId, '/caesar challenge opponent:@zed')).rejects.toThrow(/no user/);
    await expect(discord.as('alice').command(discord.channelId, '/caesar challenge opponent:bob turns:99')).rejects.toThrow(/≤ 50/);
    await expect(discord.as('alice').command(discord.channelId, '/caesar solo difficulty:medium')).rejects.toThrow(/one of easy, hard/);
  });
});

describe('more interaction flows', () => {
  it('opens a modal and receives its submission', async () => {
    client = await withCommands();
    const got: string[] = [];
    onInteraction(client, async (i) => {
      if (i.isChatInputCommand()) {
        await i.showModal(new ModalBuilder().setCustomId('m:name').setTitle('Name the game').addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(new TextInputBuilder().setCustomId('title').setLabel('Title').setStyle(TextInputStyle.Short))));
      } else if (i.isModalSubmit()) {
        got.push(i.fields.getTextInputValue('title'));
        await i.reply({ content: `named ${i.fields.getTextInputValue('title')}`, flags: MessageFlags.Ephemeral });
      }
    });
    const h = await discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'solo' });
    expect(await h.response()).toMatchObject({ kind: 'callback', type: 9 });
    await expect(discord.as('bob').submitModal('m:name', { title: 'x' })).rejects.toThrow(/no modal/);
    const s = await discord.as('alice').submitModal('m:name', { title: 'Rubicon' });
    expect((await s.reply()).content).toBe('named Rubicon');
    expect(got).toEqual(['Rubicon']);
    expect(discord.violations()).toEqual([]);
  });

  it('fills a deferred reply with the first follow-up and supports withResponse', async () => {
    client = await withCommands();
    onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      if (i.options.getSubcommand() === 'solo') {
        await i.deferReply();
        await i.followUp('filled');
        await i.followUp({ content: 'second', flags: MessageFlags.Ephemeral });
      } else {
        const res = await i.reply({ content: 'with response', withResponse: true });
        await i.followUp(`id ${res.resource?.message?.id}`);
      }
    });
    const h = await discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'solo' });
    await discord.waitFor(() => h.messages().length === 2);
    expect(h.messages().map((m) => [m.content, m.ephemeral])).toEqual([['filled', false], ['second', true]]);
    expect((await h.reply()).content).toBe('filled');
    const h2 = await discord.as('bob').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'alice' } });
    await discord.waitFor(() => h2.messages().length === 2);
    expect(h2.messages()[1].content).toBe(`id ${h2.messages()[0].id}`);
  });

  it('serves channel messages and threads through REST, keeps threads across a restart, un-archives on send', async () => {
    client = await connectBot(discord);
    const general = client.channels.cache.get(discord.channelId) as TextChannel;
    const first = await general.send('board v1');
    await first.edit({ content: 'board v2' });
    expect(discord.message(first.id)?.content).toBe('board v2');
    const fetched = await general.messages.fetch({ message: first.id, force: true });
    expect(fetched.content).toBe('board v2');
    const thread = await general.threads.create({ name: 'Caesar #1', type: ChannelType.PrivateThread });
    await thread.members.add(discord.users.alice.id);
    await thread.send('turn 1');
    await thread.setArchived(true);
    expect(discord.channel(thread.id)?.archived).toBe(true);
    await thread.send('turn 2');
    expect(discord.channel(thread.id)?.archived).toBe(false);
    const recent = await thread.messages.fetch({ limit: 10 });
    expect([...recent.values()].map((m) => m.content)).toEqual(['turn 2', 'turn 1']);
    await first.delete();
    expect(discord.messages(discord.channelId)).toHaveLength(0);

    await client.destroy();
    client = await connectBot(discord);
    expect(client.channels.cache.get(thread.id)?.isThread()).toBe(true);
    const again = await client.channels.fetch(thread.id);
    expect(again?.type).toBe(ChannelType.PrivateThread);
    expect(discord.unknownRoutes()).toEqual([]);
    expect(discord.violations()).toEqual([]);
  });
});

describe('attachment references', () => {
  it('rewrites attachment:// URLs in embeds to the served file, as Discord does', async () => {
    client = await connectBot(discord);
    const general = client.channels.cache.get(discord.channelId) as TextChannel;
    const sent = await general.send({
      embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }],
      files: [{ attachment: Buffer.from('png-bytes'), name: 'board.png' }],
    });
    const stored = discord.message(sent.id)!;
    expect(stored.embeds[0].image?.url).toBe(stored.attachments[0].url);
    expect(sent.embeds[0].image?.url).toBe(stored.attachments[0].url);
    const res = await fetch(stored.attachments[0].url);
    expect(await res.text()).toBe('png-bytes');
  });
});

describe('authentication and unknown routes', () => {
  it('refuses a wrong token on REST and on the gateway, and lists unknown routes', async () => {
    const auth = (token: string) => ({ headers: { authorization: `Bot ${token}` } });
    const bad = await fetch(`${discord.apiUrl}/v10/users/@me`, auth('nope'));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ code: 0, message: '401: Unauthorized' });
    const me = await fetch(`${discord.apiUrl}/v10/users/@me`, auth(discord.botToken));
    expect(((await me.json()) as { id: string }).id).toBe(discord.applicationId);

    const unknown = await fetch(`${discord.apiUrl}/v10/guilds/${discord.guildId}/emojis/123/nothing`, auth(discord.botToken));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 0, message: '404: Not Found' });
    expect(discord.unknownRoutes()).toEqual([`GET /guilds/${discord.guildId}/emojis/123/nothing`]);

    const wrong = new DiscordClient({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiUrl, retries: 0 } });
    await expect(wrong.login('not-the-token')).rejects.toThrow();
    await wrong.destroy();
    expect(discord.connectedBots()).toBe(0);
  });
});

describe('deleting a channel', () => {
  it('deletes a thread the bot may manage, with THREAD_DELETE; refuses a server channel (Manage Channels)', async () => {
    const headers = { authorization: `Bot ${discord.botToken}`, 'content-type': 'application/json' };
    const made = (await (await fetch(`${discord.apiUrl}/v10/channels/${discord.channelId}/threads`, {
      method: 'POST', headers, body: JSON.stringify({ name: 'to delete', type: 11 }),
    })).json()) as { id: string };
    expect(discord.threads(discord.channelId).some((t) => t.id === made.id)).toBe(true);
    const gone = await fetch(`${discord.apiUrl}/v10/channels/${made.id}`, { method: 'DELETE', headers });
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as { id: string }).id).toBe(made.id);
    expect(discord.threads(discord.channelId).some((t) => t.id === made.id)).toBe(false);
    expect((await fetch(`${discord.apiUrl}/v10/channels/${made.id}`, { method: 'DELETE', headers })).status).toBe(404);
    const channel = await fetch(`${discord.apiUrl}/v10/channels/${discord.channelId}`, { method: 'DELETE', headers });
    expect(channel.status).toBe(403);
    expect(((await channel.json()) as { code: number }).code).toBe(50013);
  });
});

describe('nonces', () => {
  it('returns the first message for a repeated enforced nonce, and echoes the nonce', async () => {
    const send = async (body: Record<string, unknown>) => (await (await fetch(`${discord.apiUrl}/v10/channels/${discord.channelId}/messages`, {
      method: 'POST', headers: { authorization: `Bot ${discord.botToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    })).json()) as { id: string; nonce?: string };
    const first = await send({ content: 'board', nonce: 'n-1', enforce_nonce: true });
    const again = await send({ content: 'board', nonce: 'n-1', enforce_nonce: true });
    expect(again.id).toBe(first.id);
    expect(first.nonce).toBe('n-1');
    // Without enforce_nonce a nonce does not make a send idempotent.
    const loose1 = await send({ content: 'x', nonce: 'n-2' });
    const loose2 = await send({ content: 'x', nonce: 'n-2' });
    expect(loose2.id).not.toBe(loose1.id);
    expect(discord.messages(discord.channelId).map((m) => m.content)).toEqual(['board', 'x', 'x']);
  });

  it('holds for direct messages too: a turn notice sent twice with one enforced nonce arrives once', async () => {
    const headers = { authorization: `Bot ${discord.botToken}`, 'content-type': 'application/json' };
    const dm = (await (await fetch(`${discord.apiUrl}/v10/users/@me/channels`, {
      method: 'POST', headers, body: JSON.stringify({ recipient_id: discord.users.bob.id }),
    })).json()) as { id: string };
    const send = async (body: Record<string, unknown>) => (await (await fetch(`${discord.apiUrl}/v10/channels/${dm.id}/messages`, {
      method: 'POST', headers, body: JSON.stringify(body),
    })).json()) as { id: string; nonce?: string };
    const first = await send({ content: 'your turn', nonce: 'g1t4', enforce_nonce: true });
    const again = await send({ content: 'your turn', nonce: 'g1t4', enforce_nonce: true });
    expect(again.id).toBe(first.id);
    expect(first.nonce).toBe('g1t4');
    const other = await send({ content: 'your turn', nonce: 'g1t6', enforce_nonce: true });
    expect(other.id).not.toBe(first.id);
    expect(discord.messages(dm.id).map((m) => m.id)).toEqual([first.id, other.id]);
  });
});
