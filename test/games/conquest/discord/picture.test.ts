/**
 * The pictures of Conquest map posts, drawn by the real renderer: the overview
 * of the public view on every map post, and a zoomed region with the dice on
 * posts after a battle round, both PNGs within Discord's attachment limits.
 */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import { chooseAction } from '../../../../src/games/conquest/ai';
import type { ConquestEvent, ConquestState } from '../../../../src/games/conquest/types';
import { conquestAdapter, conquestOptions } from '../../../../src/games/conquest/discord/adapter';
import { activeRegion, ATTACHMENT_MAX, battleRegion, conquestPicture, lastBattleRound } from '../../../../src/games/conquest/discord/picture';
import { newTableMeta } from '../../../../src/games/conquest/discord/table';
import { CONQUEST_MAP_SIZE, REGION_SIZE, renderConquestMapAsync } from '../../../../src/games/conquest/render';
import type { GameMeta, StoredGame } from '../../../../src/storage';
import { translator } from '../../../../src/i18n';
import { samePixels } from '../../../render/pixels';
import '../../../../src/games'; // registers the real games

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function meta(players: number): GameMeta {
  const seats = Array.from({ length: players }, (_, k) => (k === 0 ? 'u1' : null));
  return {
    id: 'g1', game: 'conquest', status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'thread',
    seats, challenger: 'u1', opponent: null, aiLevel: null, locale: 'en', createdAt: 0, updatedAt: 0, lastMoveAt: 0,
    expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    table: newTableMeta(players, 'random', 24),
  };
}

/** Plays AI moves from the start until one rolls a battle round; the state after it and its events. */
function untilRolled(seed: string): { state: ConquestState; events: ConquestEvent[] } {
  let s = conquest.setup(conquestOptions(3), seed);
  for (let n = 0; n < 2000 && !conquest.result(s); n++) {
    const seat = conquest.activePlayers(s)[0];
    const out = conquest.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
    if (out.events.some((e) => e.type === 'rolled')) return { state: s, events: out.events };
  }
  throw new Error('no battle was fought');
}

describe('Conquest map pictures', () => {
  it('attaches the overview of the public view, with player names, and a close-up of the mover\'s army to a map post', async () => {
    const options = conquestOptions(3);
    const s = conquest.setup(options, 'picture');
    const game: StoredGame<ConquestState> = { meta: meta(3), record: { game: 'conquest', options, seed: 'picture', actions: [] }, state: s };
    const post = await conquestAdapter.boardPost(game, [], translator('en'), (x) => `seat ${x + 1}`);
    expect(post.files).toHaveLength(2);
    const png = post.files[0].attachment;
    expect(post.files[0].name).toMatch(/\.png$/);
    expect(post.files[0].description).toBeTruthy();
    expect(pngSize(png)).toEqual(CONQUEST_MAP_SIZE);
    expect(png.length).toBeGreaterThan(50_000);
    expect(png.length).toBeLessThanOrEqual(ATTACHMENT_MAX);
    // The very picture of the public view (no seat's view, no generator state), with the members' names: the same pixels
    // (the render workers encode differently from the renderer's own encoder).
    const names = ['seat 1', 'seat 2', 'seat 3'];
    expect(await samePixels(png, await renderConquestMapAsync(conquest.view(s, null), { locale: 'en', names }))).toBe(true);
    const region = post.files[1];
    expect(region.name).toMatch(/-region\.png$/);
    expect(region.description).toContain(`seat ${s.active + 1}`);
    expect(pngSize(region.attachment)).toEqual(REGION_SIZE);
    const places = activeRegion(conquest.view(s, null))!;
    expect(places[0]).toBe(s.players[s.active].home);
    expect(await samePixels(region.attachment, await renderConquestMapAsync(conquest.view(s, null), { locale: 'en', region: { provinces: places } }))).toBe(true);
  }, 120_000);

  it('adds the battle region with the dice to the map post after a battle round', async () => {
    const { state, events } = untilRolled('battle-picture');
    const fight = lastBattleRound(events, state)!;
    expect(fight).not.toBeNull();
    const rolled = events.filter((e): e is Extract<ConquestEvent, { type: 'rolled' }> => e.type === 'rolled').slice(-2);
    expect(fight.dice.attacker).toEqual({ seat: rolled[0].seat, roll: rolled[0].faces, hits: rolled[0].hits });
    expect(fight.dice.defender).toEqual({ seat: rolled[1].seat, roll: rolled[1].faces, hits: rolled[1].hits });
    const options = conquestOptions(3);
    const game: StoredGame<ConquestState> = { meta: meta(3), record: { game: 'conquest', options, seed: 'battle-picture', actions: [] }, state };
    const post = await conquestAdapter.boardPost(game, events, translator('cs'), (x) => `seat ${x + 1}`);
    expect(post.files).toHaveLength(2);
    expect(pngSize(post.files[0].attachment)).toEqual(CONQUEST_MAP_SIZE);
    const zoom = post.files[1];
    expect(zoom.name).toMatch(/-battle\.png$/);
    expect(zoom.description).toBeTruthy();
    expect(pngSize(zoom.attachment)).toEqual(REGION_SIZE);
    expect(zoom.attachment.length).toBeLessThanOrEqual(ATTACHMENT_MAX);
  }, 120_000);

  it('finds the last round and its battle from the events, also after the battle ended', () => {
    const events: ConquestEvent[] = [
      { type: 'battleStarted', kind: 'land', space: 'italia', attacker: 0, defender: 1 },
      { type: 'rolled', seat: 0, faces: ['infantry'], hits: 1 },
      { type: 'rolled', seat: 1, faces: ['blank'], hits: 0 },
      { type: 'battleStarted', kind: 'naval', space: 'mare-x', attacker: 2, defender: 0 },
      { type: 'rolled', seat: 2, faces: ['galley', 'galley'], hits: 2 },
      { type: 'rolled', seat: 0, faces: ['blank'], hits: 0 },
      { type: 'battleEnded', space: 'mare-x', winner: 2 },
      { type: 'turn', seat: 1, round: 3 },
    ];
    expect(lastBattleRound(events, { battle: null })).toEqual({
      space: 'mare-x', attacker: 2, defender: 0,
      dice: { attacker: { seat: 2, roll: ['galley', 'galley'], hits: 2 }, defender: { seat: 0, roll: ['blank'], hits: 0 } },
    });
    expect(lastBattleRound(events.slice(0, 3), { battle: null })?.space).toBe('italia');
    expect(lastBattleRound([{ type: 'turn', seat: 0, round: 1 }], { battle: null })).toBeNull();
  });

  it('frames a province with its neighbours', () => {
    const region = battleRegion('italia');
    expect(region[0]).toBe('italia');
    expect(region.length).toBeGreaterThan(1);
  });

  it('gives null rather than throwing when the picture cannot be drawn', async () => {
    expect(await conquestPicture(null as never, 'en')).toBeNull();
  });
});
