/**
 * Takeback against the computer through the local Discord (issue 15): a member
 * plays a move of Caesar! against the AI, another member's click on the button
 * is refused privately, the member's own click restores the position before
 * the move (state and record), answers without naming any of the AI's tokens,
 * posts a new board, and the same button afterwards is stale. A duel offers no
 * takeback.
 */
import { ComponentType, InteractionType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/games/caesar/data';
import type { CaesarState } from '../../src/games/caesar/types';
import type { LocalMessage } from '../../src/localdiscord';
import { act, buttons, moveButtons, latestBoard, mentioned, selects, userName, startDuel, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 60_000);
afterAll(async () => { await h?.close(); });

/** `user` plays one move from the newest board (first option at each step); the private answer to the move. */
async function move(threadId: string, user: string): Promise<LocalMessage> {
  const board = latestBoard(h, threadId)!;
  const driver = h.discord.as(user);
  const open = await act(h, () => driver.click(board, buttons(board).find((b) => b.custom_id.endsWith(':play'))!.custom_id));
  let ui = h.discord.message(open.messages()[0].id)!;
  for (let step = 0; step < 12 && latestBoard(h, threadId)!.id === board.id; step++) {
    const sel = selects(ui)[0];
    const btn = moveButtons(ui)[0];
    if (sel) await act(h, () => driver.select(ui, sel.custom_id, [sel.options[0].value]));
    else if (btn) await act(h, () => driver.click(ui, btn.custom_id));
    else break;
    ui = h.discord.message(ui.id)!;
  }
  expect(latestBoard(h, threadId)!.id).not.toBe(board.id);
  return ui;
}

describe('takeback of the last move against the computer', () => {
  it('takes back the move and the AI answer, refuses others and stale clicks, and reveals no AI token', async () => {
    await act(h, () => h.discord.as('alice').slash(h.discord.channelId, 'caesar', { subcommand: 'bot', options: { level: 1 } }));
    const threadId = h.discord.threads(h.discord.channelId).at(-1)!.id;
    const gameId = buttons(latestBoard(h, threadId)!)[0].custom_id.split(':')[1];
    const start = (await h.repo.get<CaesarState>(gameId))!;
    const before = { state: start.state!, actions: start.record.actions.length };

    const answer = await move(threadId, 'alice');
    const afterMove = (await h.repo.get<CaesarState>(gameId))!;
    expect(afterMove.record.actions.length).toBeGreaterThan(before.actions + 1);
    const ctb = buttons(answer).find((b) => b.custom_id.endsWith(':ctb'));
    expect(ctb).toBeDefined();
    const boardsBefore = h.discord.messages(threadId).filter((m) => m.attachments.length > 0).length;

    // Another member (who cannot see alice's private answer) sends the same custom_id from the board: refused privately.
    const foreign = await act(h, () => h.discord.as('bob').raw(threadId, InteractionType.MessageComponent,
      { custom_id: ctb!.custom_id, component_type: ComponentType.Button }, { message: latestBoard(h, threadId)! }));
    const refusal = h.discord.message(foreign.messages()[0].id)!;
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).not.toMatch(/taken back/);
    expect((await h.repo.get<CaesarState>(gameId))!.state!.version).toBe(afterMove.state!.version);

    const click = await act(h, () => h.discord.as('alice').click(answer, ctb!.custom_id));
    // Answered in place, on alice's private answer to her move.
    const done = h.discord.message(click.messages()[0]?.id ?? answer.id)!;
    expect(done.content).toMatch(/taken back/);
    const g = (await h.repo.get<CaesarState>(gameId))!;
    expect(g.record.actions.length).toBe(before.actions);
    expect({ ...g.state!, version: 0 }).toEqual({ ...before.state, version: 0 });
    expect(g.state!.version).toBe(afterMove.state!.version + 1);
    // Nothing the AI held or drew after the move is named in the answer or the new board.
    const aiTokens = new Set([...afterMove.state!.sides[1].supply, ...afterMove.state!.sides[1].bag]);
    const board = latestBoard(h, threadId)!;
    expect(h.discord.messages(threadId).filter((m) => m.attachments.length > 0).length).toBe(boardsBefore + 1);
    for (const text of [done.content, board.content, ...buttons(board).map((b) => b.custom_id)]) {
      for (const tok of aiTokens) {
        expect(text).not.toMatch(new RegExp(`\\b${tok}\\b`));
        const [a, b] = TOKENS[tok].values;
        expect(text).not.toMatch(new RegExp(`(?<![\\d.])${a}\\s*[/|]\\s*${b}(?![\\d.])`));
      }
    }

    // The same button again is stale: once per move.
    const again = await act(h, () => h.discord.as('alice').click(answer, ctb!.custom_id, { force: true }));
    expect(h.discord.message(again.messages()[0]?.id ?? answer.id)!.content).not.toMatch(/taken back/);
    expect((await h.repo.get<CaesarState>(gameId))!.state!.version).toBe(g.state!.version);

    // A new move offers the takeback again.
    const next = await move(threadId, 'alice');
    expect(buttons(next).some((b) => b.custom_id.endsWith(':ctb'))).toBe(true);
  }, 120_000);

  it('offers no takeback in a duel between members', async () => {
    const { threadId } = await startDuel(h, 'alice', 'bob');
    const answer = await move(threadId, userName(h, mentioned(latestBoard(h, threadId)!)!));
    expect(buttons(answer).some((b) => b.custom_id.endsWith(':ctb'))).toBe(false);
  }, 120_000);
});
