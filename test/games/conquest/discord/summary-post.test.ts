/**
 * The final Conquest map post (issue 15): it carries the summary picture of
 * the public view, and the map's panel never draws a member's mention (a
 * member is named by their home there, as the picture cannot resolve ids).
 */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import type { ConquestState } from '../../../../src/games/conquest/types';
import { conquestAdapter, conquestOptions } from '../../../../src/games/conquest/discord/adapter';
import { newTableMeta } from '../../../../src/games/conquest/discord/table';
import { renderConquestMapAsync } from '../../../../src/games/conquest/render';
import { drawConquestSummary } from '../../../../src/games/conquest/render/summary';
import { encodeOpaquePngAsync } from '../../../../src/render/png';
import { enPlaces } from '../../../../src/games/conquest/locales/places';
import type { GameMeta, StoredGame } from '../../../../src/storage';
import { translator } from '../../../../src/i18n';
import { samePixels } from '../../../render/pixels';
import '../../../../src/games'; // registers the real games

function game(state: ConquestState): StoredGame<ConquestState> {
  const meta: GameMeta = {
    id: 'g1', game: 'conquest', status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'thread',
    seats: ['111', null], challenger: '111', opponent: null, aiLevel: null, locale: 'en', createdAt: 0, updatedAt: 0, lastMoveAt: 0,
    expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    table: newTableMeta(2, 'random', 24),
  };
  return { meta, record: { game: 'conquest', options: conquestOptions(2), seed: 'sum', actions: [] }, state };
}

const seatName = (seat: number) => (seat === 0 ? '<@111>' : 'the computer (player 2)');

describe('the final Conquest map post', () => {
  it('carries the summary picture, and names members on the map by their home, never by a mention', async () => {
    const start = conquest.setup(conquestOptions(2), 'sum');
    const live = await conquestAdapter.boardPost(game(start), [], translator('en'), seatName);
    expect(live.files.some((f) => f.name.endsWith('-summary.png'))).toBe(false);
    const names = [enPlaces[start.players[0].home as keyof typeof enPlaces], 'the computer (player 2)'];
    expect(await samePixels(live.files[0].attachment, await renderConquestMapAsync(conquest.view(start, null), { locale: 'en', names }))).toBe(true);

    const out = conquest.apply(start, conquest.activePlayers(start)[0], { type: 'concede' });
    if (!out.ok) throw new Error(out.error.code);
    expect(conquest.result(out.state)).not.toBeNull();
    const post = await conquestAdapter.boardPost(game(out.state), out.events, translator('en'), seatName);
    const summary = post.files.find((f) => f.name.endsWith('-summary.png'));
    expect(summary).toBeDefined();
    expect(summary!.description).toMatch(/final result/);
    expect(await samePixels(summary!.attachment, await encodeOpaquePngAsync(drawConquestSummary(conquest.view(out.state, null), { locale: 'en' })))).toBe(true);
  }, 120_000);
});
