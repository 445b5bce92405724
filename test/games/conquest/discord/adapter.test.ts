/**
 * The Conquest adapter around the engine: the move log rebuilt from the
 * record matches the events of the game as played, map posts fit Discord's
 * limits with six players in every locale, and computer seats are found
 * among the acting seats only.
 */
import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord-api-types/v10';
import { conquest } from '../../../../src/games/conquest';
import { chooseAction } from '../../../../src/games/conquest/ai';
import type { ConquestState } from '../../../../src/games/conquest/types';
import { conquestAdapter, conquestOptions } from '../../../../src/games/conquest/discord/adapter';
import { newTableMeta } from '../../../../src/games/conquest/discord/table';
import type { GameMeta, StoredGame } from '../../../../src/storage';
import { translator } from '../../../../src/i18n';
import '../../../../src/games'; // registers the real games
import { aiAction } from '../../../../src/bot/ai-pool';

function meta(seats: (string | null)[]): GameMeta {
  return {
    id: 'g1', game: 'conquest', status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'thread',
    seats, challenger: 'u1', opponent: null, aiLevel: null, locale: 'en', createdAt: 0, updatedAt: 0, lastMoveAt: 0,
    expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    table: newTableMeta(seats.length, 'random', 24),
  };
}

describe('Conquest adapter', () => {
  it('rebuilds the move log from the record and keeps map posts within limits (6 players, all locales)', async () => {
    const options = conquestOptions(6);
    let s = conquest.setup(options, 'adapter');
    const actions: { player: number; action: unknown }[] = [];
    const played: string[] = [];
    const t = translator('en');
    for (let n = 0; n < 600 && !conquest.result(s); n++) {
      const seat = conquest.activePlayers(s)[0];
      const action = chooseAction(conquest.view(s, seat), seat);
      const out = conquestAdapter.apply(s, seat, action);
      expect(out.ok).toBe(true);
      if (!out.ok) break;
      s = out.state;
      actions.push({ player: seat, action });
      played.push(...conquestAdapter.describeEvents(out.events, t));
      if (n % 150 === 0 || n === 599) {
        const game: StoredGame<ConquestState> = { meta: meta(['u1', null, 'u3', null, null, null]), record: { game: 'conquest', options, seed: 'adapter', actions: [...actions] }, state: s };
        for (const locale of ['en', 'cs', 'ro', 'ko']) {
          const lt = translator(locale);
          const post = await conquestAdapter.boardPost(game, out.events, lt, (x) => (game.meta.seats[x] ? `<@${game.meta.seats[x]}>` : lt('player.ai', { level: 2 })));
          expect(post.content.length).toBeLessThanOrEqual(2000);
          expect(post.content).not.toMatch(/conquest\.\w/);
          for (const row of post.components) {
            for (const c of row.components as any[]) {
              expect(c.type).toBe(ComponentType.Button);
              expect(c.custom_id.length).toBeLessThanOrEqual(100);
            }
          }
          expect(conquestAdapter.handText(s, 0, lt).length).toBeLessThanOrEqual(2000);
        }
        expect(conquestAdapter.history(game, t)).toEqual(played);
      }
    }
    expect(actions.length).toBeGreaterThan(300);
  }, 180_000);

  it('plays computer seats only when the engine waits on them', async () => {
    const s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'cpu');
    const active = s.active;
    const humanActive = Array.from({ length: 3 }, (_, k) => (k === active ? 'u1' : null));
    expect(conquestAdapter.computerSeat(s, meta(humanActive))).toBeNull();
    const aiActive = Array.from({ length: 3 }, (_, k) => (k === active ? null : 'u1'));
    const seat = conquestAdapter.computerSeat(s, meta(aiActive));
    expect(seat).toBe(active);
    const action = await aiAction('conquest', { view: conquestAdapter.aiView(s, seat!), seat: seat!, level: 2, seed: 'x' });
    expect(action).toEqual(chooseAction(conquest.view(s, active), active));
    expect(conquestAdapter.apply(s, seat!, action).ok).toBe(true);
  });
});

describe('Conquest map post names the members', () => {
  it('says who moved by the member\'s name, not "Player n"', async () => {
    const options = conquestOptions(3);
    let s = conquest.setup(options, 'names');
    let events: unknown[] = [];
    for (let n = 0; n < 60 && !(events as { type: string }[]).some((e) => e.type === 'moved'); n++) {
      const seat = conquest.activePlayers(s)[0];
      const out = conquestAdapter.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
      if (!out.ok) throw new Error('illegal');
      s = out.state;
      events = out.events;
    }
    const mover = (events as { type: string; seat?: number }[]).find((e) => e.type === 'moved')!.seat!;
    const names = ['Aurelia', 'Brutus', 'Cassia'];
    const game: StoredGame<ConquestState> = { meta: meta([null, null, null]), record: { game: 'conquest', options, seed: 'names', actions: [] }, state: s };
    const post = await conquestAdapter.boardPost(game, events, translator('en'), (x) => names[x]);
    expect(post.content).toContain(`${names[mover]} moved`);
    expect(post.content).not.toMatch(/Player \d/);
  }, 120_000);
});
