/**
 * A store that cannot write (its SQLite connection made read-only, or its
 * writes refused) during a challenge, a move and a game end: the
 * player is told in their language that nothing was changed, nothing is
 * posted, the stored game is as before, an error is logged with the game id,
 * and the same action works once the store is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InteractionHandle, LocalMessage } from '../../src/localdiscord';
import { registerGame } from '../../src/core/registry';
import { caesarPlugin } from '../../src/games/caesar/plugin';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import { translator } from '../../src/i18n';
import { act, buttons, isOver, moveButtons, latestBoard, mentioned, playOneMove, resign, selects, startDuel, startHarness, userName, type Harness } from './harness';

// Caesar! for the challenge, move and resignation; the platform's test game, six moves from challenge to
// result, for a game that ends on a move. A file that registers a game gets only the games it registers.
registerGame(caesarPlugin);
registerGame(numbersPlugin);

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

type StoreConnection = { query(sql: string, ...params: unknown[]): Promise<unknown> };
type WriteMethods = Record<'set' | 'compareAndSet' | 'delete', ((...args: unknown[]) => Promise<unknown>) | undefined>;

/**
 * Makes the bot's store unable to write; returns the repair.
 * 'readonly': the SQLite connection the store itself uses refuses every write (PRAGMA query_only), so each
 * statement the store runs, prepared once and kept or ad hoc, fails with the engine's own SQLITE_READONLY,
 * as on a file that turned read-only. Nothing is mocked: a new write path in the store cannot slip past it.
 * 'refuse': the store's write methods answer false without an error, as some backends do; the repair checks
 * that a write did reach them, so a write path that bypasses them fails the test instead of passing it.
 */
async function breakStore(how: 'readonly' | 'refuse' = 'readonly'): Promise<() => Promise<void>> {
  if (how === 'readonly') {
    const store = h.repo.keyv.store as StoreConnection;
    await store.query('PRAGMA query_only = ON');
    return async () => { await store.query('PRAGMA query_only = OFF'); };
  }
  const store = h.repo.keyv.store as WriteMethods;
  const saved = { set: store.set, compareAndSet: store.compareAndSet, delete: store.delete };
  let refused = 0;
  for (const name of Object.keys(saved) as (keyof WriteMethods)[]) {
    if (saved[name]) store[name] = async () => { refused++; return false; };
  }
  return async () => {
    Object.assign(store, saved);
    expect(refused).toBeGreaterThan(0);
  };
}

const texts = (handles: InteractionHandle[]) => handles.flatMap((x) => x.messages().map((m) => h.discord.message(m.id)?.content ?? m.content));
const errorLines = (gameId: string) => h.logs.filter((l) => l.includes('"level":50') && l.includes(gameId));


/** The player to move walks the builder as playOneMove does; returns every interaction and the board after. */
async function tryMove(threadId: string): Promise<{ handles: InteractionHandle[]; board: LocalMessage }> {
  const board = latestBoard(h, threadId)!;
  const play = buttons(board).find((b) => b.custom_id.endsWith(':play'))!;
  const driver = h.discord.as(userName(h, mentioned(board)!));
  const handles: InteractionHandle[] = [await act(h, () => driver.click(board, play.custom_id))];
  let ui = h.discord.message(handles[0].messages()[0]?.id ?? '') ?? (await handles[0].reply());
  for (let step = 0; step < 12; step++) {
    const sel = selects(ui)[0];
    const btn = moveButtons(ui)[0];
    if (!sel && !btn) break;
    handles.push(sel
      ? await act(h, () => driver.select(ui, sel.custom_id, [sel.options[0].value]))
      : await act(h, () => driver.click(ui, btn!.custom_id)));
    ui = h.discord.message(ui.id)!;
    if (handles.at(-1)!.messages().some((m) => /Nothing was changed/.test(h.discord.message(m.id)?.content ?? ''))) break;
  }
  return { handles, board: latestBoard(h, threadId)! };
}

describe('a store that cannot write', () => {
  it('a challenge is not sent, the challenger is told in Czech, and works once the store is back', async () => {
    const { discord } = h;
    const before = discord.messages(discord.channelId).length;
    const repair = await breakStore();
    const handle = await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' }, locale: 'cs' }));
    await repair();
    expect(texts([handle]).join('\n')).toContain(translator('cs')('error.notSaved'));
    // No challenge message with an Accept button that would lead nowhere.
    expect(discord.messages(discord.channelId)).toHaveLength(before);
    expect(Object.keys(await h.repo.openIndex())).toHaveLength(0);
    expect(h.logs.some((l) => l.includes('"level":50') && l.includes('interaction failed') && /"gameId":"\w{8}"/.test(l))).toBe(true);

    await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    const challenge = discord.messages(discord.channelId).at(-1)!;
    expect(buttons(challenge)).toHaveLength(2);
    // Accepting while the store is full: no game starts, its thread is deleted again (nothing was posted
    // in it), and Accept still works afterwards.
    const threads = discord.threads(discord.channelId).length;
    const repair2 = await breakStore('refuse');
    const accept = await act(h, () => discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
    await repair2();
    expect(texts([accept]).join('\n')).toContain(translator('en')('error.notSaved'));
    expect(discord.threads(discord.channelId)).toHaveLength(threads);
    const id = buttons(challenge)[0].custom_id.split(':')[1];
    expect((await h.repo.get(id))!.meta.status).toBe('challenge');
    await act(h, () => discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
    expect((await h.repo.get(id))!.meta.status).toBe('active');
  });

  it('a move is not played or shown, the player is told, and the same move goes through afterwards', async () => {
    const { threadId, gameId } = await startDuel(h, 'carol', 'dave');
    const stored = (await h.repo.get(gameId))!;
    const boards = h.discord.messages(threadId).filter((m) => m.attachments.length).length;
    const repair = await breakStore();
    const tried = await tryMove(threadId);
    await repair();
    expect(texts(tried.handles).join('\n')).toContain(translator('en')('error.notSaved'));
    expect(h.discord.messages(threadId).filter((m) => m.attachments.length)).toHaveLength(boards);
    const after = (await h.repo.get(gameId))!;
    expect(after.record.actions).toEqual(stored.record.actions);
    expect(after.state).toEqual(stored.state);
    // The engine's own error, from the store's prepared statement, is what stopped the move.
    expect(errorLines(gameId).some((l) => l.includes('SQLITE_READONLY'))).toBe(true);

    const next = await playOneMove(h, threadId);
    expect(next.id).not.toBe(tried.board.id);
    expect((await h.repo.get(gameId))!.record.actions.length).toBe(stored.record.actions.length + 1);
  });

  it('a resignation does not end the game while the store cannot write; it does afterwards', async () => {
    const { threadId, gameId } = await startDuel(h, 'alice', 'carol');
    const ask = await act(h, () => h.discord.as('alice').slash(threadId, 'game', { subcommand: 'resign', locale: 'ko' }));
    const question = h.discord.message(ask.messages()[0].id)!;
    const repair = await breakStore();
    h.discord.as('alice').setLocale('ko');
    const handle = await act(h, () => h.discord.as('alice').click(question, buttons(question).find((b) => b.custom_id.endsWith(':rs:y'))!.custom_id));
    h.discord.as('alice').setLocale('en-US');
    await repair();
    expect(texts([handle]).join('\n')).toContain(translator('ko')('error.notSaved'));
    expect((await h.repo.get(gameId))!.meta.status).toBe('active');
    expect(latestBoard(h, threadId)!.content).not.toMatch(/Game over/);

    await resign(h, 'alice', threadId);
    expect((await h.repo.get(gameId))!.meta.status).toBe('finished');
    expect(latestBoard(h, threadId)!.content).toMatch(/Game over/);
  });

  it('a final move does not end the game while the store cannot write; it does afterwards', async () => {
    const { discord } = h;
    await act(h, () => discord.as('bob').slash(discord.channelId, 'numbers', { subcommand: 'duel', options: { opponent: 'dave' } }));
    const challenge = discord.messages(discord.channelId).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':accept'))).at(-1)!;
    await act(h, () => discord.as('dave').click(challenge, buttons(challenge).find((b) => b.custom_id.endsWith(':accept'))!.custom_id));
    const threadId = discord.threads(discord.channelId).at(-1)!.id;
    const gameId = /numbers-(\w+)-/.exec(latestBoard(h, threadId)!.attachments[0].filename)![1];
    // Numbers ends after six moves: play five, then the sixth against a store that cannot write.
    for (let k = 0; k < 5; k++) await playOneMove(h, threadId);
    const stored = (await h.repo.get(gameId))!;
    expect(stored.meta.status).toBe('active');
    const posts = discord.messages(threadId).length;
    const repair = await breakStore();
    const tried = await tryMove(threadId);
    await repair();
    expect(texts(tried.handles).join('\n')).toContain(translator('en')('error.notSaved'));
    // No final board, no result, the stored game exactly as before the move.
    expect(discord.messages(threadId).filter((m) => !m.ephemeral)).toHaveLength(discord.messages(threadId).slice(0, posts).filter((m) => !m.ephemeral).length);
    expect(isOver(latestBoard(h, threadId)!)).toBe(false);
    const after = (await h.repo.get(gameId))!;
    expect(after.meta.status).toBe('active');
    expect(after.state).toEqual(stored.state);
    expect(errorLines(gameId).some((l) => l.includes('SQLITE_READONLY'))).toBe(true);

    const last = await playOneMove(h, threadId);
    expect(isOver(last)).toBe(true);
    expect(last.content).toMatch(/Game over/);
    expect((await h.repo.get(gameId))!.meta.status).toBe('finished');
  });
});
