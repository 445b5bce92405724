/**
 * Raw, malformed and forged interactions sent through the local Discord to the
 * real bot (discord.js inside): each is answered (when it can be) in the
 * user's language, changes nothing, and the bot goes on serving. Before the
 * gateway check, a component interaction without `message` threw inside
 * discord.js's websocket handler (an unhandled rejection that ends Node).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComponentType, InteractionType } from 'discord-api-types/v10';
import { registerGame } from '../../src/core/registry';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import { caesarPlugin } from '../../src/games/caesar/plugin';
import { translator } from '../../src/i18n';
import type { InteractionHandle, LocalMessage } from '../../src/localdiscord';
import { act, buttons, latestBoard, startHarness, type Harness } from './harness';

registerGame(numbersPlugin);
registerGame(caesarPlugin);

let h: Harness;
beforeAll(async () => { h = await startHarness({}, undefined, { userNames: ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'] }); });
afterAll(async () => { await h?.close(); });

const en = translator('en');

/** Starts a Numbers game against the computer for `user`; returns its thread and newest board. */
async function botGame(user: string): Promise<{ thread: string; board: LocalMessage; gameId: string }> {
  const { discord } = h;
  const before = new Set(discord.threads(discord.channelId).map((t) => t.id));
  await act(h, () => discord.as(user).slash(discord.channelId, 'numbers', { subcommand: 'bot' }));
  const thread = discord.threads(discord.channelId).find((t) => !before.has(t.id))!.id;
  const board = latestBoard(h, thread)!;
  const gameId = /numbers-(\w+)-/.exec(board.attachments[0].filename)![1];
  return { thread, board, gameId };
}

/** The text the user was answered with (a reply, or an edit of the clicked ephemeral message). */
async function answer(handle: InteractionHandle): Promise<string> {
  const m = await handle.reply(10_000);
  return m.content;
}

function logsAfter(n: number): string[] {
  return h.logs.slice(n);
}

/** Sends a raw interaction the bot refuses before the router: it logs one warning instead of an interaction line. */
async function refused(send: () => Promise<InteractionHandle>): Promise<{ handle: InteractionHandle; logs: string[] }> {
  const from = h.logs.length;
  const handle = await send();
  await h.discord.waitFor(() => logsAfter(from).some((l) => l.includes('malformed interaction refused')), 10_000);
  return { handle, logs: logsAfter(from) };
}

describe('raw interactions the bot cannot trust', () => {
  it('a component interaction without message is refused with an answer, and the bot keeps serving', async () => {
    const { discord } = h;
    const { thread, board, gameId } = await botGame('alice');
    const before = await h.repo.get(gameId);
    const play = buttons(board).find((b) => b.custom_id.endsWith(':play'))!.custom_id;
    const { handle, logs } = await refused(() => discord.as('alice').raw(thread, InteractionType.MessageComponent,
      { custom_id: play, component_type: ComponentType.Button }, { message: board, edit: (p) => { delete p.message; p.locale = 'cs'; } }));
    expect(await answer(handle)).toBe(translator('cs')('error.malformed'));
    expect(logs.join('\n')).toContain('"message: ');
    expect((await h.repo.get(gameId))!.meta).toEqual(before!.meta);
    // Still serving: a normal click works.
    const next = await act(h, () => discord.as('alice').click(board, play));
    expect(next.messages()[0]?.ephemeral ?? (await next.reply()).ephemeral).toBe(true);
  }, 60_000);

  it('refuses payloads whose fields have the wrong types, in the sender\'s language', async () => {
    const { discord } = h;
    const { thread, board } = await botGame('bob');
    const cases: [string, Parameters<typeof discord.as>[0], (p: Record<string, any>) => void][] = [
      ['custom_id a number', 'bob', (p) => { p.data.custom_id = 12; p.locale = 'ro'; }],
      ['values not strings', 'bob', (p) => { p.data.values = [{ x: 1 }]; p.locale = 'ko'; }],
      ['message without id', 'bob', (p) => { delete p.message.id; p.locale = 'en-US'; }],
    ];
    for (const [what, user, edit] of cases) {
      const { handle } = await refused(() => discord.as(user).raw(thread, InteractionType.MessageComponent,
        { custom_id: buttons(board)[0].custom_id, component_type: ComponentType.Button }, { message: board, edit }));
      const locale = what === 'custom_id a number' ? 'ro' : what === 'values not strings' ? 'ko' : 'en';
      expect(await answer(handle), what).toBe(translator(locale)('error.malformed'));
    }
    // A slash command whose integer option carries text never reaches a handler.
    const caesar = discord.commands(discord.guildId).find((c) => c.name === 'caesar')!;
    const games = Object.keys(await h.repo.openIndex()).length;
    const { handle } = await refused(() => discord.as('bob').raw(discord.channelId, InteractionType.ApplicationCommand, {
      id: caesar.id, name: 'caesar', type: 1, guild_id: discord.guildId,
      options: [{ name: 'bot', type: 1, options: [{ name: 'level', type: 4, value: 'abc' }] }],
    }));
    expect(await answer(handle)).toBe(en('error.malformed'));
    const { handle: half } = await refused(() => discord.as('bob').raw(discord.channelId, InteractionType.ApplicationCommand, {
      id: caesar.id, name: 'caesar', type: 1, guild_id: discord.guildId,
      options: [{ name: 'bot', type: 1, options: [{ name: 'level', type: 4, value: 1.5 }] }],
    }));
    expect(await answer(half)).toBe(en('error.malformed'));
    expect(Object.keys(await h.repo.openIndex())).toHaveLength(games);
    expect(h.logs.join('\n')).not.toContain('unhandled');
  }, 60_000);
});

describe('slash options checked against the command definition', () => {
  async function caesarBot(options: Record<string, unknown>[], locale = 'en'): Promise<string> {
    const { discord } = h;
    const caesar = discord.commands(discord.guildId).find((c) => c.name === 'caesar')!;
    const handle = await act(h, () => discord.as('carol').raw(discord.channelId, InteractionType.ApplicationCommand, {
      id: caesar.id, name: 'caesar', type: 1, guild_id: discord.guildId, options: [{ name: 'bot', type: 1, options }],
    }, { edit: (p) => { p.locale = locale; } }));
    return answer(handle);
  }

  it('answers a clear error naming the option, in en, cs, ro and ko, and starts nothing', async () => {
    const games = Object.keys(await h.repo.openIndex()).length;
    const caesar = h.discord.commands(h.discord.guildId).find((c) => c.name === 'caesar')!;
    const level = (caesar.options as any[]).find((o) => o.name === 'bot').options.find((o: any) => o.name === 'level');
    for (const locale of ['en', 'cs', 'ro', 'ko']) {
      const shown = level.name_localizations?.[locale] ?? 'level';
      // The integer option sent as a string option: the right value, the wrong type.
      expect(await caesarBot([{ name: 'level', type: 3, value: '2' }], locale)).toBe(translator(locale)('error.badOption', { option: shown }));
    }
    expect(await caesarBot([{ name: 'level', type: 4, value: 9 }])).toBe(en('error.badOption', { option: 'level' }));
    expect(await caesarBot([{ name: 'modules', type: 3, value: 'everything' }])).toBe(en('error.badOption', { option: 'modules' }));
    expect(await caesarBot([{ name: 'cheat', type: 5, value: true }])).toBe(en('error.badOption', { option: 'cheat' }));
    expect(Object.keys(await h.repo.openIndex())).toHaveLength(games);
  }, 60_000);

  it('refuses a user option whose user Discord did not resolve', async () => {
    const { discord } = h;
    const numbers = discord.commands(discord.guildId).find((c) => c.name === 'numbers')!;
    const games = Object.keys(await h.repo.openIndex()).length;
    const handle = await act(h, () => discord.as('carol').raw(discord.channelId, InteractionType.ApplicationCommand, {
      id: numbers.id, name: 'numbers', type: 1, guild_id: discord.guildId,
      options: [{ name: 'duel', type: 1, options: [{ name: 'opponent', type: 6, value: '123456789012345678' }] }],
    }));
    expect(await answer(handle)).toBe(en('error.badOption', { option: 'opponent' }));
    expect(Object.keys(await h.repo.openIndex())).toHaveLength(games);
  }, 60_000);
});

describe('forged custom_ids', () => {
  it('a builder id of one game sent on another game\'s public board changes nothing', async () => {
    const { discord } = h;
    const mine = await botGame('dave');
    const theirs = await botGame('erin');
    // Dave opens his own builder to learn a real builder id of his game.
    const play = buttons(mine.board).find((b) => b.custom_id.endsWith(':play'))!.custom_id;
    const opened = await act(h, () => discord.as('dave').click(mine.board, play));
    const builder = discord.message(opened.messages()[0].id)!;
    const builderId = buttons(builder)[0].custom_id;
    const boardBefore = JSON.stringify(discord.message(theirs.board.id));
    const mineBefore = await h.repo.get(mine.gameId);
    const theirsBefore = await h.repo.get(theirs.gameId);

    // On Erin's board, which carries no such component; as if on it (the component added); and the "which game?" menu id.
    const attempts: [string, (p: Record<string, any>) => void][] = [
      [builderId, () => undefined],
      [builderId, (p) => { p.message.components = [{ type: 1, components: [{ type: 2, style: 1, label: 'x', custom_id: builderId }] }]; }],
      ['q:board', (p) => { p.message.components = [{ type: 1, components: [{ type: 2, style: 1, label: 'x', custom_id: 'q:board' }] }]; }],
    ];
    for (const [customId, edit] of attempts) {
      const handle = await act(h, () => discord.as('dave').raw(theirs.thread, InteractionType.MessageComponent,
        { custom_id: customId, component_type: ComponentType.Button }, { message: theirs.board, edit }));
      expect(await answer(handle)).toBe(en('error.forged'));
    }
    expect(JSON.stringify(discord.message(theirs.board.id))).toBe(boardBefore);
    expect((await h.repo.get(mine.gameId))!.record).toEqual(mineBefore!.record);
    expect((await h.repo.get(theirs.gameId))!.record).toEqual(theirsBefore!.record);
    expect(h.logs.filter((l) => l.includes('"outcome":"forged"'))).toHaveLength(3);
    // The real builder still works for its owner.
    await act(h, () => discord.as('dave').click(builder, builderId));
    expect((await h.repo.get(mine.gameId))!.record.actions.length).toBeGreaterThan(mineBefore!.record.actions.length);
  }, 60_000);
});

describe('/game board reposts', () => {
  it('are limited per user, with a clear ephemeral answer', async () => {
    const { discord } = h;
    const { thread } = await botGame('frank');
    const boards = () => discord.messages(thread).filter((m) => m.attachments.length > 0).length;
    const start = boards();
    const answers: string[] = [];
    for (let k = 0; k < h.config.BOARD_REPOST_LIMIT + 1; k++) {
      const handle = await act(h, () => discord.as('frank').slash(thread, 'game', { subcommand: 'board' }));
      const reply = await handle.reply();
      expect(reply.ephemeral).toBe(true);
      answers.push(reply.content);
    }
    expect(boards()).toBe(start + h.config.BOARD_REPOST_LIMIT);
    expect(answers.slice(0, -1).every((a) => /^The board was posted again in <#\d+>\.$/.test(a))).toBe(true);
    expect(answers.at(-1)).toMatch(/^The board was posted for you a moment ago\. You can post it again <t:\d+:R>\.$/);
    // Another user is not limited by Frank's reposts.
    const other = await act(h, () => discord.as('alice').slash(thread, 'game', { subcommand: 'board' }));
    expect((await other.reply()).content).toMatch(/^The board was posted again in/);
  }, 60_000);
});
