/**
 * Everything the local Discord answers is checked against Discord's published
 * schemas (discord-api-spec, generated from Discord's OpenAPI description):
 * a recorder sees every HTTP exchange and gateway payload of real flows — a
 * discord.js client using every route the bot uses, and the Legatus bot itself
 * playing duels, a solo game, a Conquest table and a league — and validates
 * request bodies, status codes and response bodies.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, ChannelType, Events, MessageFlags, ModalBuilder,
  StringSelectMenuBuilder, TextInputBuilder, TextInputStyle, type Client, type Interaction,
} from 'discord.js';
import { startLocalDiscord, type LocalDiscord } from '../../src/localdiscord';
import { tinyPng } from '../../src/localdiscord/demo-bot';
import { act, buttons, playOneMove, selects, startHarness, type Harness } from '../e2e/harness';
import { caesarCommand, connectBot } from './helpers';
import { schemaRecorder, type Recorder } from './recorder';
import { operations, unresolvedTypes } from './spec';

const used = new Set<string>();
let discord: LocalDiscord | undefined;
let client: Client | undefined;
let h: Harness | undefined;

afterEach(async () => {
  await client?.destroy();
  client = undefined;
  await discord?.close();
  discord = undefined;
  await h?.close();
  h = undefined;
});

afterAll(() => {
  // The routes covered, for the record (and the docs).
  console.log(`schema-checked routes (${used.size}):\n  ${[...used].sort().join('\n  ')}`);
});

function expectValid(rec: Recorder): void {
  for (const r of rec.routes.keys()) used.add(r);
  expect(rec.report()).toBe('');
}

describe('the spec reader', () => {
  it('reads every operation of Discord\'s API description and resolves every type it names', () => {
    expect(operations.size).toBeGreaterThan(200);
    const send = operations.get('POST /channels/{channel_id}/messages')!;
    expect([...send.responses.keys()]).toEqual(['200', '429', '4XX']);
    expect(send.request).toBeDefined();
    expect(operations.get('POST /webhooks/{webhook_id}/{webhook_token}')!.responses.get('204')).toBeNull();
    expect([...unresolvedTypes]).toEqual([]);
  });
});

describe('every answer of the local Discord matches Discord\'s schemas', () => {
  it('for a discord.js client using every route the bot uses', async () => {
    const rec = schemaRecorder();
    discord = await startLocalDiscord({ inspect: rec.inspect, rateLimits: false });
    client = await connectBot(discord);
    const c = client;
    const d = discord;
    await c.application!.fetch();
    await c.application!.commands.set([caesarCommand]);
    await c.application!.commands.set([caesarCommand], d.guildId);
    const created = await c.application!.commands.create({ name: 'extra', description: 'Extra' }, d.guildId);
    await c.application!.commands.edit(created.id, { description: 'Extra, edited' }, d.guildId);
    await c.application!.commands.fetch({ guildId: d.guildId, force: true });
    await c.application!.commands.fetch(created.id, { guildId: d.guildId, force: true });
    await c.application!.commands.delete(created.id, d.guildId);
    await c.application!.commands.fetch({ force: true });
    const guild = await c.guilds.fetch({ guild: d.guildId, force: true });
    await guild.channels.fetch(undefined, { force: true });
    await guild.roles.fetch(undefined, { force: true });
    await guild.members.fetch({ user: d.users.bob.id, force: true });
    await guild.members.list({ limit: 10 });
    await c.users.fetch(d.users.carol.id, { force: true });
    const general = await c.channels.fetch(d.channelId, { force: true });
    if (general?.type !== ChannelType.GuildText) throw new Error('no #general');
    await general.sendTyping();
    const png = tinyPng(40, 30, [10, 20, 30]);
    const sent = await general.send({
      content: `Hello <@${d.users.alice.id}>`,
      embeds: [{ title: 'Board', description: 'x', image: { url: 'attachment://b.png' }, fields: [{ name: 'a', value: 'b' }], footer: { text: 'f' } }],
      files: [new AttachmentBuilder(png, { name: 'b.png' })],
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('x').setLabel('X').setStyle(ButtonStyle.Primary),
          new ButtonBuilder().setURL('https://example.invalid/').setLabel('Link').setStyle(ButtonStyle.Link)),
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(new StringSelectMenuBuilder().setCustomId('m').addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' })),
      ],
    });
    await sent.edit({ content: 'Edited', components: [] });
    await general.messages.fetch({ limit: 10, cache: false });
    await general.messages.fetch({ message: sent.id, force: true });
    const thread = await sent.startThread({ name: 'From a message' });
    await thread.members.add(d.users.bob.id);
    await thread.members.fetch({ cache: false });
    await thread.members.fetch({ member: d.users.bob.id, force: true });
    await thread.members.remove(d.users.bob.id);
    await thread.send('In the thread');
    await thread.setArchived(true);
    await guild.channels.fetchActiveThreads(true);
    const priv = await general.threads.create({ name: 'Private', type: ChannelType.PrivateThread });
    await priv.members.add(d.users.alice.id);
    await c.channels.fetch(priv.id, { force: true });
    const reply = await general.send({ content: 'reply', reply: { messageReference: sent.id } });
    await reply.delete();
    expect(d.unknownRoutes()).toEqual([]);
    expect(rec.routes.size).toBeGreaterThan(25);
    expectValid(rec);
  });

  it('for every kind of interaction response', async () => {
    const rec = schemaRecorder({ keep: true });
    discord = await startLocalDiscord({ inspect: rec.inspect, rateLimits: false });
    client = await connectBot(discord);
    const d = discord;
    await client.application!.commands.set([caesarCommand], d.guildId);
    const done: string[] = [];
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('b1').setLabel('B1').setStyle(ButtonStyle.Primary));
    const menu = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(new StringSelectMenuBuilder().setCustomId('s1').addOptions({ label: 'One', value: '1' }, { label: 'Two', value: '2' }));
    client.on(Events.InteractionCreate, (i: Interaction) => void (async () => {
      if (i.isChatInputCommand()) {
        const sub = i.options.getSubcommand();
        if (sub === 'solo' && i.options.getString('difficulty') === 'easy') {
          await i.reply({ content: 'reply', components: [row, menu], files: [new AttachmentBuilder(tinyPng(8, 8, [1, 2, 3]), { name: 'p.png' })] });
          await i.fetchReply();
          await i.editReply({ content: 'edited' });
          const f = await i.followUp({ content: 'secret', flags: MessageFlags.Ephemeral });
          await i.webhook.editMessage(f.id, { content: 'secret, edited' });
          await i.webhook.fetchMessage(f.id);
          await i.webhook.deleteMessage(f.id);
          // A follow-up without ?wait=true: Discord answers 204 and no message body.
          await i.client.rest.post(`/webhooks/${i.applicationId}/${i.token}`, { body: { content: 'no wait' }, auth: false });
        } else if (sub === 'solo') {
          await i.deferReply({ flags: MessageFlags.Ephemeral });
          await i.editReply({ content: 'deferred', components: [menu] });
        } else {
          const r = await i.reply({ content: 'with response', withResponse: true, components: [row] });
          await i.followUp(`id ${r.resource?.message?.id}`);
          await i.deleteReply();
        }
      } else if (i.isButton()) {
        await i.showModal(new ModalBuilder().setCustomId('md').setTitle('Name').addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(new TextInputBuilder().setCustomId('t').setLabel('T').setStyle(TextInputStyle.Short))));
      } else if (i.isStringSelectMenu()) {
        if (i.values[0] === '1') await i.update({ content: `picked ${i.values[0]}`, components: [row] });
        else { await i.deferUpdate(); await i.editReply({ content: 'picked 2', components: [] }); }
      } else if (i.isModalSubmit()) {
        await i.reply({ content: `named ${i.fields.getTextInputValue('t')}`, flags: MessageFlags.Ephemeral });
      }
      done.push(i.id);
    })());
    const alice = d.as('alice');
    const h1 = await alice.slash(d.channelId, 'caesar', { subcommand: 'solo', options: { difficulty: 'easy' } });
    const first = await h1.reply();
    const firstIds = first.components.map((r) => r.id);
    await d.waitFor(() => done.includes(h1.id));
    const h2 = await alice.slash(d.channelId, 'caesar', { subcommand: 'solo', options: { difficulty: 'hard' } });
    const deferred = await h2.reply();
    await (await alice.select(deferred, 's1', ['2'])).reply();
    const h3 = await alice.select(first, 's1', ['1'], { force: true });
    await h3.reply();
    await (await alice.click(first, 'b1')).response();
    await (await alice.submitModal('md', { t: 'Rubicon' })).reply();
    const h4 = await alice.slash(d.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } });
    await d.waitFor(() => done.includes(h4.id));
    expect(d.violations()).toEqual([]);
    // A follow-up without ?wait=true is created, but answered 204 without the message.
    const noWait = rec.exchanges.filter((e) => e.method === 'POST' && /^\/webhooks\/\d+\/[^/]+$/.test(e.path) && !e.query.includes('wait=true'));
    expect(noWait.map((e) => e.status)).toEqual([204]);
    expect(h1.messages().map((m) => m.content)).toContain('no wait');
    // Component ids are filled in, and a component's response names the message that was clicked.
    expect(firstIds).toEqual([1, 3]);
    const picked = d.messages(d.channelId, { viewer: d.users.alice.id }).find((m) => m.content === 'named Rubicon')!.toAPI() as { interaction_metadata?: Record<string, any> };
    expect(picked.interaction_metadata).toMatchObject({ type: 5, triggering_interaction_metadata: { type: 3, interacted_message_id: first.id } });
    expectValid(rec);
  });

  it('for the Legatus bot playing a duel, a solo game, /game commands and a Conquest table', async () => {
    const rec = schemaRecorder();
    h = await startHarness({}, undefined, { inspect: rec.inspect, rateLimits: false });
    const { discord: d } = h;
    await act(h, () => d.as('alice').slash(d.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    const challenge = d.messages(d.channelId).find((m) => buttons(m).some((b) => b.custom_id.endsWith(':accept')))!;
    await act(h, () => d.as('bob').click(challenge, buttons(challenge).find((b) => b.custom_id.endsWith(':accept'))!.custom_id));
    const thread = d.threads(d.channelId)[0];
    for (let k = 0; k < 3; k++) await playOneMove(h, thread.id);
    await act(h, () => d.as('alice').slash(thread.id, 'game', { subcommand: 'hand' }));
    await act(h, () => d.as('carol').slash(thread.id, 'game', { subcommand: 'history' }));
    await act(h, () => d.as('bob').slash(d.channelId, 'game', { subcommand: 'status' }));
    await act(h, () => d.as('alice').slash(thread.id, 'game', { subcommand: 'board' }));
    await act(h, () => d.as('carol').slash(d.channelId, 'caesar', { subcommand: 'solo' }));
    const solo = d.threads(d.channelId).at(-1)!;
    await playOneMove(h, solo.id);
    await act(h, () => d.as('dave').slash(d.channelId, 'conquest', { subcommand: 'new', options: { players: 3 } }));
    const table = d.messages(d.channelId).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':tjoin'))).at(-1)!;
    for (const b of buttons(table).filter((x) => /:t(ai|join)/.test(x.custom_id)).slice(0, 1)) await act(h, () => d.as('bob').click(table, b.custom_id));
    const ask = await act(h, () => d.as('alice').slash(thread.id, 'game', { subcommand: 'resign' }));
    const answer = d.message(ask.messages()[0].id)!;
    const confirm = buttons(answer)[0] ?? undefined;
    if (confirm) await act(h, () => d.as('alice').click(answer, confirm.custom_id));
    else if (selects(answer)[0]) await act(h, () => d.as('alice').select(answer, selects(answer)[0].custom_id, [selects(answer)[0].options[0].value]));
    expect(d.unknownRoutes()).toEqual([]);
    // The bot asks for the Guilds intent only: threads and interactions, no message events.
    expect(rec.events.get('THREAD_CREATE')).toBeGreaterThanOrEqual(2);
    expect(rec.events.get('INTERACTION_CREATE')).toBeGreaterThan(15);
    expectValid(rec);
  }, 120_000);
});
