import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, ChannelType, DiscordAPIError, Events,
  MessageFlags, StringSelectMenuBuilder, type Client, type Interaction,
} from 'discord.js';
import { startLocalDiscord, type LocalDiscord } from '../../src/localdiscord';
import { caesarCommand, connectBot } from './helpers';

let discord: LocalDiscord;
let client: Client | undefined;

beforeEach(async () => {
  // These tests are about flows and rules, not pacing: rate limits off (ratelimit.test.ts covers them).
  discord = await startLocalDiscord({ attachmentLimit: 64 * 1024, rateLimits: false });
});
afterEach(async () => {
  await client?.destroy();
  client = undefined;
  await discord.close();
});

function onInteraction(c: Client, fn: (i: Interaction) => Promise<void>): void {
  c.on(Events.InteractionCreate, (i) => {
    fn(i).catch(() => {});
  });
}

const row = (...ids: string[]) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(ids.map((id) => new ButtonBuilder().setCustomId(id).setLabel(id).setStyle(ButtonStyle.Primary)));

describe('discord.js against the local Discord', () => {
  it('logs in, receives READY and GUILD_CREATE, and needs no unknown route', async () => {
    client = await connectBot(discord);
    expect(client.user?.id).toBe(discord.applicationId);
    const guild = client.guilds.cache.get(discord.guildId);
    expect(guild?.members.cache.size).toBe(5);
    const general = client.channels.cache.get(discord.channelId);
    expect(general?.type).toBe(ChannelType.GuildText);
    expect(discord.connectedBots()).toBe(1);
    expect(discord.unknownRoutes()).toEqual([]);
  });

  it('plays a slash command, buttons, an ephemeral follow-up, an attachment and a thread', async () => {
    client = await connectBot(discord);
    await client.application!.commands.set([caesarCommand], discord.guildId);
    expect(discord.commands(discord.guildId).map((c) => c.name)).toEqual(['caesar']);
    const seen: string[] = [];
    onInteraction(client, async (i) => {
      if (i.isChatInputCommand()) {
        seen.push(`${i.commandName} ${i.options.getSubcommand()} ${i.options.getUser('opponent')?.username} ${i.options.getInteger('turns')} ${i.locale}`);
        await i.reply({
          content: `<@${i.user.id}> challenges <@${i.options.getUser('opponent')!.id}>`,
          components: [row('accept', 'decline')],
          files: [new AttachmentBuilder(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), { name: 'board.png' })],
        });
        await i.followUp({ content: 'only alice', flags: MessageFlags.Ephemeral });
        const reply = await i.fetchReply();
        const thread = await reply.startThread({ name: 'Caesar: alice vs bob' });
        await thread.members.add(i.options.getUser('opponent')!.id);
        await thread.send({ content: 'Game on', components: [row('g:1:0:show')] });
      } else if (i.isButton()) {
        seen.push(`button ${i.customId} by ${i.user.username} on ${i.message.id}`);
        await i.update({ content: 'Accepted', components: [] });
      }
    });

    const alice = discord.as('alice');
    alice.setLocale('cs');
    const h = await alice.command(discord.channelId, '/caesar challenge opponent:@bob turns:7');
    const first = await h.response();
    expect(first.kind).toBe('callback');
    if (first.kind === 'callback') expect(first.type).toBe(4);
    const reply = await h.reply();
    expect(reply.content).toBe(`<@${discord.users.alice.id}> challenges <@${discord.users.bob.id}>`);
    expect(reply.attachments[0].filename).toBe('board.png');
    const fetched = await fetch(reply.attachments[0].url);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(reply.attachments[0].data);

    const thread = await discord.waitFor(() => discord.threads()[0]);
    expect(thread.name).toBe('Caesar: alice vs bob');
    expect(thread.id).toBe(reply.id);
    await discord.waitFor(() => thread.memberIds.includes(discord.users.bob.id));
    const inThread = await discord.waitFor(() => discord.messages(thread.id)[0]);
    expect(inThread.content).toBe('Game on');

    // Ephemeral follow-up: alice sees it, bob and the public do not.
    const aliceView = discord.messages(discord.channelId, { viewer: discord.users.alice.id }).map((m) => m.content);
    expect(aliceView).toContain('only alice');
    expect(discord.messages(discord.channelId, { viewer: discord.users.bob.id }).map((m) => m.content)).not.toContain('only alice');
    expect(discord.messages(discord.channelId).some((m) => m.ephemeral)).toBe(false);
    const restView = await fetch(`${discord.apiUrl}/v10/channels/${discord.channelId}/messages`, { headers: { authorization: `Bot ${discord.botToken}` } });
    expect(((await restView.json()) as { content: string }[]).map((m) => m.content)).not.toContain('only alice');

    const click = await discord.as('bob').click(reply, 'accept');
    const updated = await click.reply();
    expect(updated.id).toBe(reply.id);
    expect(updated.content).toBe('Accepted');
    expect(updated.components).toEqual([]);
    expect(seen).toEqual([
      `caesar challenge bob 7 cs`,
      `button accept by bob on ${reply.id}`,
    ]);
    await expect(discord.as('bob').click(reply, 'accept')).rejects.toThrow(/no button/);
    // A client still showing the old buttons can send a stale click; the bot receives the current message.
    const stale = await discord.as('carol').click(reply, 'accept', { force: true });
    await stale.response();
    expect(seen[2]).toBe(`button accept by carol on ${reply.id}`);
    expect(discord.violations()).toEqual([]);
    expect(discord.unknownRoutes()).toEqual([]);
  });

  it('defers, edits the original, selects from a menu and sends ephemeral deferred replies', async () => {
    client = await connectBot(discord);
    await client.application!.commands.set([caesarCommand]);
    onInteraction(client, async (i) => {
      if (i.isChatInputCommand()) {
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        const menu = new StringSelectMenuBuilder().setCustomId('pick').addOptions(
          { label: 'Token 3/3', value: 't1' }, { label: 'Token 6/0', value: 't2' });
        await i.editReply({ content: `difficulty ${i.options.getString('difficulty')}`, components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] });
      } else if (i.isStringSelectMenu()) {
        await i.deferUpdate();
        await i.editReply({ content: `picked ${i.values.join(',')}`, components: [] });
      }
    });
    const h = await discord.as('carol').slash(discord.channelId, 'caesar', { subcommand: 'solo', options: { difficulty: 'Hard' } });
    const first = await h.response();
    expect(first.kind === 'callback' && first.type).toBe(5);
    const reply = await h.reply();
    expect(reply.content).toBe('difficulty hard');
    expect(reply.ephemeral).toBe(true);
    expect(reply.visibleTo).toBe(discord.users.carol.id);
    await expect(discord.as('dave').select(reply, 'pick', ['t1'])).rejects.toThrow(/cannot see/);
    await expect(discord.as('carol').select(reply, 'pick', ['t9'])).rejects.toThrow(/no option/);
    const s = await discord.as('carol').select(reply, 'pick', ['t2']);
    expect((await s.reply()).content).toBe('picked t2');
    expect(discord.violations()).toEqual([]);
  });

  it('rejects what Discord rejects, with Discord error codes, and records violations', async () => {
    client = await connectBot(discord);
    const channel = client.channels.cache.get(discord.channelId);
    if (!channel?.isSendable()) throw new Error('general not sendable');
    const code = async (p: Promise<unknown>) => {
      try {
        await p;
        return 'ok';
      } catch (e) {
        return e instanceof DiscordAPIError ? e.code : String(e);
      }
    };
    const six = Array.from({ length: 6 }, (_, i) => row(`r${i}`));
    expect(await code(channel.send({ content: 'x', components: six }))).toBe(50035);
    expect(await code(channel.send({ content: 'x', components: [row('a', 'b', 'c', 'd', 'e', 'f')] }))).toBe(50035);
    expect(await code(channel.send({ content: 'x', components: [row('same'), row('same')] }))).toBe(50035);
    const longId = { type: 2, style: 1, label: 'long', custom_id: 'x'.repeat(101) };
    expect(await code(channel.send({ content: 'x', components: [{ type: 1, components: [longId] }] }))).toBe(50035);
    const many = new StringSelectMenuBuilder().setCustomId('m').addOptions(
      Array.from({ length: 25 }, (_, i) => ({ label: `o${i}`, value: `v${i}` })));
    const raw = { ...many.toJSON(), options: [...many.toJSON().options, { label: 'o25', value: 'v25' }] };
    expect(await code(channel.send({ content: 'x', components: [{ type: 1, components: [raw] }] }))).toBe(50035);
    expect(await code(channel.send({ content: 'x'.repeat(2001) }))).toBe(50035);
    expect(await code(channel.send({ embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }))).toBe(50035);
    expect(await code(channel.send({ files: [new AttachmentBuilder(Buffer.alloc(64 * 1024 + 1), { name: 'big.png' })] }))).toBe(40005);
    expect(await code(channel.send({ content: '' }))).toBe(50006);
    expect(await code(client.application!.commands.set([{ ...caesarCommand, name: 'Caesar' }]))).toBe(50035);
    expect(await code(channel.send({ content: 'x'.repeat(2000), components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(many)] }))).toBe('ok');
    const v = discord.violations();
    expect(v).toHaveLength(10);
    expect(v.every((x) => x.kind === 'rejected')).toBe(true);
    expect(v[0]).toMatchObject({ code: 50035, status: 400, method: 'POST', errors: { components: { _errors: [expect.objectContaining({ code: 'BASE_TYPE_MAX_LENGTH' })] } } });
    expect(discord.messages(discord.channelId)).toHaveLength(1);
  });

  it('expires an interaction not acknowledged within 3 s and refuses a second acknowledgement', async () => {
    client = await connectBot(discord);
    await client.application!.commands.set([caesarCommand], discord.guildId);
    const errors: unknown[] = [];
    onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      if (i.options.getSubcommand() === 'solo') {
        await new Promise((r) => setTimeout(r, 3100));
        await i.reply('too late').catch((e) => errors.push(e));
      } else {
        await i.reply('first');
        await i.client.rest
          .post(`/interactions/${i.id}/${i.token}/callback`, { body: { type: 4, data: { content: 'second' } }, auth: false })
          .catch((e) => errors.push(e));
      }
    });
    const late = await discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'solo' });
    const twice = await discord.as('bob').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'alice' } });
    expect(await late.response()).toMatchObject({ kind: 'expired' });
    expect((await twice.reply()).content).toBe('first');
    await discord.waitFor(() => errors.length === 2, 2000);
    const codes = errors.map((e) => (e as DiscordAPIError).code).sort();
    expect(codes).toEqual([10062, 40060]);
    const v = discord.violations();
    expect(v.filter((x) => x.kind === 'ack-deadline').map((x) => x.interactionId)).toEqual([late.id]);
    expect(v.filter((x) => x.kind === 'rejected').map((x) => x.code).sort()).toEqual([10062, 40060]);
  });

  it('keeps serving across a bot restart and a dropped gateway connection (RESUME)', async () => {
    client = await connectBot(discord);
    await client.application!.commands.set([caesarCommand], discord.guildId);
    await client.destroy();
    await discord.waitFor(() => discord.connectedBots() === 0);

    client = await connectBot(discord);
    let resumed = 0;
    client.on(Events.ShardResume, () => resumed++);
    onInteraction(client, async (i) => {
      if (i.isChatInputCommand()) await i.reply(`hello ${i.user.username}`);
    });
    expect(discord.commands(discord.guildId)).toHaveLength(1);
    const h1 = await discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'solo' });
    expect((await h1.reply()).content).toBe('hello alice');

    discord.dropGatewayConnections();
    // Dispatched while the socket is down: the client gets it on RESUME.
    const h2 = await discord.as('dave').slash(discord.channelId, 'caesar', { subcommand: 'solo' });
    expect((await h2.reply(4000)).content).toBe('hello dave');
    await discord.waitFor(() => resumed > 0, 4000);
    expect(discord.violations()).toEqual([]);
  });

  it('expires interaction tokens for follow-ups after their lifetime', async () => {
    await discord.close();
    discord = await startLocalDiscord({ tokenLifetimeMs: 300, rateLimits: false });
    client = await connectBot(discord);
    await client.application!.commands.set([caesarCommand], discord.guildId);
    let late: unknown;
    onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('now');
      await new Promise((r) => setTimeout(r, 400));
      await i.followUp('later').catch((e) => (late = e));
    });
    const h = await discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'solo' });
    await h.reply();
    await discord.waitFor(() => late, 3000);
    expect((late as DiscordAPIError).code).toBe(50027);
    expect(h.messages().map((m) => m.content)).toEqual(['now']);
  });

  it('falls back cleanly when the bot may not create threads', async () => {
    await discord.close();
    discord = await startLocalDiscord({ botCanCreateThreads: false, rateLimits: false });
    client = await connectBot(discord);
    const general = client.channels.cache.get(discord.channelId);
    if (general?.type !== ChannelType.GuildText) throw new Error('no text channel');
    const err = await general.threads.create({ name: 'x' }).catch((e) => e);
    expect((err as DiscordAPIError).code).toBe(50013);
    expect(general.permissionsFor(client.user!)?.has('CreatePublicThreads')).toBe(false);
  });
});
