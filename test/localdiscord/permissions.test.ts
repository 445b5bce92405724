/**
 * Permissions per channel and thread with Discord's error codes, command
 * permissions for members, and what moderators and Discord itself do to a
 * bot's channels (deletions, members leaving, auto-archive, 30046), seen by
 * the real discord.js client.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  AttachmentBuilder, ChannelType, Client, DiscordAPIError, Events, GatewayIntentBits, PermissionFlagsBits, type TextChannel,
} from 'discord.js';
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions } from '../../src/localdiscord';
import { Perm } from '../../src/localdiscord/permissions';
import { caesarCommand } from './helpers';
import { schemaRecorder, type Recorder } from './recorder';

let discord: LocalDiscord | undefined;
let client: Client | undefined;
let rec: Recorder | undefined;
afterEach(async () => {
  // Every answer and event of these tests, refusals included, matches Discord's schemas.
  const report = rec?.report();
  rec = undefined;
  await client?.destroy();
  client = undefined;
  await discord?.close();
  discord = undefined;
  expect(report ?? '').toBe('');
});

async function setup(options: LocalDiscordOptions = {}, intents = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers]): Promise<{ d: LocalDiscord; c: Client; general: TextChannel }> {
  rec = schemaRecorder();
  const d = await startLocalDiscord({ rateLimits: false, inspect: rec.inspect, gateway: { privilegedIntents: GatewayIntentBits.GuildMembers }, ...options });
  discord = d;
  const c = new Client({ intents, rest: { api: d.apiUrl, retries: 0 } });
  const ready = new Promise<void>((resolve) => c.once(Events.ClientReady, () => resolve()));
  await c.login(d.botToken);
  await ready;
  client = c;
  const general = c.channels.cache.get(d.channelId) as TextChannel;
  return { d, c, general };
}

const code = async (p: Promise<unknown>): Promise<number | 'ok'> => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof DiscordAPIError) return e.code as number;
    throw e;
  }
};

describe('channel and thread permissions', () => {
  it('refuses what the bot may not do with 50001 / 50013, and discord.js sees the same permissions', async () => {
    const { d, c, general } = await setup();
    const thread = await general.threads.create({ name: 'game', type: ChannelType.PublicThread });
    const me = () => general.permissionsFor(c.user!)!;

    d.permissions.setOverwrite(d.channelId, 'bot', { deny: Perm.SendMessages });
    await d.waitFor(() => !me().has(PermissionFlagsBits.SendMessages));
    expect(await code(general.send('hello'))).toBe(50013);
    // Threads need Send Messages in Threads, not Send Messages.
    expect(await code(thread.send('in the thread'))).toBe('ok');

    d.permissions.setOverwrite(d.channelId, 'bot', { deny: Perm.SendMessagesInThreads });
    await d.waitFor(() => !me().has(PermissionFlagsBits.SendMessagesInThreads));
    expect(await code(general.send('hello'))).toBe('ok');
    expect(await code(thread.send('no'))).toBe(50013);

    d.permissions.setOverwrite(d.channelId, 'bot', { deny: Perm.AttachFiles | Perm.EmbedLinks });
    await d.waitFor(() => !me().has(PermissionFlagsBits.AttachFiles));
    const file = new AttachmentBuilder(Buffer.from('x'), { name: 'a.txt' });
    expect(await code(general.send({ content: 'with a file', files: [file] }))).toBe(50013);
    expect(await code(general.send({ embeds: [{ title: 'only an embed' }] }))).toBe(50013);
    // With other content the embed is dropped, not refused.
    const m = await general.send({ content: 'text and embed', embeds: [{ title: 'dropped' }] });
    expect(d.message(m.id)!.embeds).toEqual([]);

    d.permissions.setOverwrite(d.channelId, 'bot', { deny: Perm.CreatePublicThreads | Perm.ManageThreads });
    await d.waitFor(() => !me().has(PermissionFlagsBits.CreatePublicThreads));
    expect(await code(general.threads.create({ name: 'x', type: ChannelType.PublicThread }))).toBe(50013);
    expect(await code(m.startThread({ name: 'from message' }))).toBe(50013);
    await thread.members.add(d.users.bob.id);
    expect(await code(thread.members.remove(d.users.bob.id))).toBe(50013);
    expect(await code(thread.setLocked(true))).toBe(50013);
    // Its own thread the bot may still archive.
    expect(await code(thread.setArchived(true))).toBe('ok');

    d.permissions.setOverwrite(d.channelId, 'bot', { deny: Perm.ViewChannel });
    expect(await code(general.send('hidden'))).toBe(50001);
    expect(await code(c.channels.fetch(d.channelId, { force: true }))).toBe(50001);
    expect(await code(c.channels.fetch(thread.id, { force: true }))).toBe(50001);

    d.permissions.setOverwrite(d.channelId, 'bot', null);
    expect(await code(general.send('back'))).toBe('ok');
    // Every refusal is recorded, so clean tests still notice one.
    expect(d.violations().filter((v) => v.kind === 'rejected').map((v) => v.code)).toEqual([50013, 50013, 50013, 50013, 50013, 50013, 50013, 50013, 50001, 50001, 50001]);
  });

  it('shows private threads only to their members and to thread managers', async () => {
    const { d, general } = await setup();
    const priv = await general.threads.create({ name: 'secret', type: ChannelType.PrivateThread });
    await priv.members.add(d.users.alice.id);
    expect(d.permissions.of('alice', priv.id) & Perm.ViewChannel).toBe(Perm.ViewChannel);
    expect(d.permissions.of('bob', priv.id)).toBe(0n);
    d.permissions.setRole('bob', Perm.ManageThreads);
    expect(d.permissions.of('bob', priv.id) & Perm.ViewChannel).toBe(Perm.ViewChannel);
  });

  it('sends each member\'s and the bot\'s permissions in that channel with every interaction', async () => {
    const { d, c } = await setup();
    await c.application!.commands.set([caesarCommand], d.guildId);
    const seen: { member: bigint; app: bigint }[] = [];
    c.on(Events.InteractionCreate, (i) => {
      if (!i.isChatInputCommand()) return;
      seen.push({ member: i.memberPermissions!.bitfield, app: i.appPermissions.bitfield });
      void i.reply('ok');
    });
    d.permissions.setOverwrite(d.channelId, 'bob', { deny: Perm.AttachFiles });
    d.permissions.setOverwrite(d.channelId, 'bot', { deny: Perm.EmbedLinks });
    await (await d.as('bob').slash(d.channelId, 'caesar', { subcommand: 'solo' })).reply();
    expect(seen[0].member & Perm.AttachFiles).toBe(0n);
    expect(seen[0].member & Perm.SendMessages).toBe(Perm.SendMessages);
    expect(seen[0].app & Perm.EmbedLinks).toBe(0n);
    expect(seen[0].app & Perm.ManageThreads).toBe(Perm.ManageThreads);
  });
});

describe('command permissions', () => {
  it('lets a member use a command only with its default_member_permissions (the owner and administrators always)', async () => {
    const { d, c } = await setup();
    await c.application!.commands.set([
      { ...caesarCommand, name: 'organise', default_member_permissions: PermissionFlagsBits.ManageGuild.toString() },
      { ...caesarCommand, name: 'adminonly', default_member_permissions: '0' },
    ], d.guildId);
    const handled: string[] = [];
    c.on(Events.InteractionCreate, (i) => {
      if (i.isChatInputCommand()) { handled.push(`${i.commandName} ${i.user.username}`); void i.reply('ok'); }
    });
    await expect(d.as('bob').slash(d.channelId, 'organise', { subcommand: 'solo' })).rejects.toThrow(/lacks the permissions \/organise requires \(ManageGuild\)/);
    await expect(d.as('bob').command(d.channelId, '/adminonly solo')).rejects.toThrow(/administrators only/);
    await (await d.as('alice').slash(d.channelId, 'organise', { subcommand: 'solo' })).reply();
    await (await d.as('alice').slash(d.channelId, 'adminonly', { subcommand: 'solo' })).reply();
    d.permissions.setRole('bob', Perm.ManageGuild);
    await (await d.as('bob').slash(d.channelId, 'organise', { subcommand: 'solo' })).reply();
    await expect(d.as('bob').slash(d.channelId, 'adminonly', { subcommand: 'solo' })).rejects.toThrow(/administrators only/);
    d.permissions.setRole('carol', Perm.Administrator);
    await (await d.as('carol').slash(d.channelId, 'adminonly', { subcommand: 'solo' })).reply();
    expect(handled).toEqual(['organise alice', 'adminonly alice', 'organise bob', 'adminonly carol']);
  });
});

describe('moderators and Discord act on the bot\'s channels', () => {
  it('deletes messages and threads with the gateway events, and the bot gets 10008 / 10003 afterwards', async () => {
    const { d, c, general } = await setup({}, [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.GuildMembers]);
    const deleted: string[] = [];
    c.on(Events.MessageDelete, (m) => deleted.push(m.id));
    c.on(Events.ThreadDelete, (t) => deleted.push(`thread ${t.id}`));
    const m = await general.send('to be deleted');
    d.moderator.deleteMessage(m.id);
    await d.waitFor(() => deleted.includes(m.id));
    expect(await code(m.edit('again'))).toBe(10008);
    const thread = await general.threads.create({ name: 'doomed', type: ChannelType.PublicThread });
    await thread.send('inside');
    d.moderator.deleteThread(thread.id);
    await d.waitFor(() => deleted.includes(`thread ${thread.id}`));
    expect(c.channels.cache.has(thread.id)).toBe(false);
    expect(await code(thread.send('anyone there?'))).toBe(10003);
    expect(d.threads()).toEqual([]);
  });

  it('removes a member who leaves: no interactions, 10007 for their member, gone from threads', async () => {
    const { d, c, general } = await setup();
    const thread = await general.threads.create({ name: 'duel', type: ChannelType.PublicThread });
    await thread.members.add(d.users.bob.id);
    d.moderator.removeMember('bob');
    await expect(d.as('bob').slash(d.channelId, 'caesar', { subcommand: 'solo' })).rejects.toThrow(/has left the server/);
    expect(await code(c.guilds.cache.get(d.guildId)!.members.fetch({ user: d.users.bob.id, force: true }))).toBe(10007);
    expect(d.channel(thread.id)!.memberIds).not.toContain(d.users.bob.id);
    expect(await code(thread.members.add(d.users.bob.id))).toBe(10007);
  });

  it('archives idle threads after their auto-archive duration; commands stop there, a bot message reopens it, edits wait (50083)', async () => {
    let now = Date.now();
    const { d, c, general } = await setup({ clock: () => now });
    await c.application!.commands.set([caesarCommand], d.guildId);
    c.on(Events.InteractionCreate, (i) => { if (i.isChatInputCommand()) void i.reply('ok'); });
    const thread = await general.threads.create({ name: 'slow game', type: ChannelType.PublicThread, autoArchiveDuration: 60 });
    const board = await thread.send('board');
    now += 59 * 60_000;
    expect(d.moderator.archiveIdleThreads()).toEqual([]);
    now += 2 * 60_000;
    expect(d.moderator.archiveIdleThreads()).toEqual([thread.id]);
    await d.waitFor(() => c.channels.cache.get(thread.id)?.isThread() && (c.channels.cache.get(thread.id) as typeof thread).archived);
    await expect(d.as('alice').slash(thread.id, 'caesar', { subcommand: 'solo' })).rejects.toThrow(/archived/);
    expect(await code(board.edit('edited'))).toBe(50083);
    await thread.send('next board');
    expect(d.channel(thread.id)!.archived).toBe(false);
    await (await d.as('alice').slash(thread.id, 'caesar', { subcommand: 'solo' })).reply();
  });

  it('limits edits of messages older than an hour (30046)', async () => {
    let now = Date.now();
    const { d, general } = await setup({ clock: () => now, oldMessageEditsPerHour: 2 });
    const old = await general.send('old board');
    now += 61 * 60_000;
    expect(await code(old.edit('1'))).toBe('ok');
    expect(await code(old.edit('2'))).toBe('ok');
    expect(await code(old.edit('3'))).toBe(30046);
    const fresh = await general.send('new board');
    expect(await code(fresh.edit('fine'))).toBe('ok');
    now += 60 * 60_000;
    expect(await code(old.edit('later'))).toBe('ok');
  });
});
