/**
 * The summary picture of a finished Republic game (issue 15): the winner or
 * "nobody", the reason the game ended, each faction's influence and Rome at
 * the end, in four languages with words from the locale files; the hidden
 * treasuries and hands never change a drawn word; the final board post
 * carries it first, and a running game's post does not.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { republicAdapter } from '../../../../src/games/republic/discord/adapter';
import { finalLabels } from '../../../../src/games/republic/discord/picture';
import { factionName } from '../../../../src/games/republic/discord/text';
import { FINAL_SIZE, renderFinal } from '../../../../src/games/republic/render/final';
import type { RepublicState } from '../../../../src/games/republic/types';
import { drawnInFile, planted } from '../picture-fixture';

// The pictures are kept for a look by eye (PICTURE_DIR), by default in a fresh temporary folder: never a fixed path.
const SHOTS = process.env.PICTURE_DIR ?? mkdtempSync(join(tmpdir(), 'republic-pictures-'));

registerGame(republicPlugin);
const drawn = drawnInFile();
const LOCALES = ['en', 'cs', 'ro', 'ko'] as const;

/** Four factions well into their first turns, then ended as `ending` says. */
function running(): RepublicState {
  let s = republic.setup(republic.parseOptions({ players: 4 }), 'final-1');
  for (let k = 0; k < 150 && !s.ending; k++) {
    const seat = republic.activePlayers(s)[0];
    const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `final-1:${k}`));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  return s;
}
const base = running();
const ended = (reason: string, winner: number | null): RepublicState => ({ ...structuredClone(base), ending: { reason, winner } as never, phase: 'ended' });
const influence = (s: RepublicState, seat: number) => Object.values(s.senators).filter((x) => x.faction === seat).reduce((n, x) => n + x.inf, 0);
/** The Era Ends' winner: the most influential faction (1.12.1). */
const top = [...base.factions].sort((a, b) => influence(base, b.seat) - influence(base, a.seat))[0].seat;

describe('the summary picture of a finished Republic game', () => {
  it.each(LOCALES)('%s: the winner, the reason, every faction\'s influence and Rome; nothing hidden', async (locale) => {
    const t = translator(locale);
    for (const [s, name] of [[ended('eraEnds', top), 'won'], [ended('fourWars', null), 'lost']] as const) {
      const runs: string[][] = [];
      let png: Buffer | null = null;
      for (const salt of [1, 2]) {
        drawn.clear();
        png = await renderFinal(finalLabels(planted(s, salt), t, locale));
        runs.push(drawn.take());
      }
      expect(runs[0]).toEqual(runs[1]);
      const all = runs[0].join('\n');
      expect(all).not.toMatch(/73\d\d/);
      expect(all, locale).not.toMatch(/republic\.|\{\{|undefined|NaN|\[object/);
      expect(runs[0][0]).toBe(t('republic.picture.finalTitle', { turn: s.turn }));
      const v = republic.view(s, null);
      if (name === 'won') expect(all).toContain(t('republic.picture.finalWinner', { factions: factionName(v, top, t) }));
      else expect(all).toContain(t('republic.picture.finalNobody'));
      expect(all).toContain(t('republic.picture.finalReason', { reason: t(`republic.ending.${s.ending!.reason}`) }));
      for (const f of s.factions) {
        expect(all).toContain(factionName(v, f.seat, t));
        expect(runs[0]).toContain(String(influence(s, f.seat)));
      }
      expect(all).toContain(t('republic.picture.unrest', { value: s.unrest }));
      const img = await loadImage(png!);
      expect(img.width).toBe(FINAL_SIZE.width);
      expect(img.height).toBeLessThanOrEqual(FINAL_SIZE.height);
      writeFileSync(`${SHOTS}/republic-final-${name}-${locale}.png`, png!);
    }
  }, 60_000);

  it('the winner\'s bar comes first among equals only by influence; a resignation says nobody won and why', () => {
    const t = translator('en');
    const won = finalLabels(ended('eraEnds', 2), t, 'en');
    expect(won.won).toBe(true);
    expect(won.influence.items.filter((x) => x.winner).map((x) => x.name)).toEqual(['Faction 3']);
    expect(finalLabels(ended('eraEnds', top), t, 'en').influence.items[0].winner).toBe(true);
    const values = won.influence.items.map((x) => x.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const resigned = finalLabels(republicAdapter.resign(structuredClone(base), 0), t, 'en');
    expect(resigned.won).toBe(false);
    expect(resigned.result).toBe('Nobody wins');
    expect(resigned.reason).toBe('The game ended: a player resigned.');
  });

  it('comes first on the final board post, and not on a running game\'s', async () => {
    const t = translator('ro');
    const game = (s: RepublicState) => ({ meta: { id: 'g1', seats: ['1', null, null, null], locale: 'ro' }, state: s, record: {} }) as never;
    const post = await republicAdapter.boardPost(game(ended('consulForLife', 1)), [], t, (seat) => `P${seat}`);
    expect(post.files![0].name).toMatch(/^republic-final-/);
    expect(post.files![0].description).toBe(t('republic.board.finalAlt'));
    const running = await republicAdapter.boardPost(game(base), [], t, (seat) => `P${seat}`);
    expect(running.files!.some((f) => f.name.startsWith('republic-final-'))).toBe(false);
  }, 60_000);
});
