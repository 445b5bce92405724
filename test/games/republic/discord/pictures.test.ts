/**
 * The Republic's pictures: the state of Rome and the Senate are drawn in the
 * four languages with every word from the locale files (no raw key, no
 * placeholder), and from the public view only: every text drawn is the same
 * whatever the hidden treasuries and hands are, and never a planted value.
 * The texts are read by recording every fillText of the canvas.
 */
import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { renderRome, renderSenate, ROME_SIZE } from '../../../../src/games/republic/render';
import { romeLabels, senateLabels } from '../../../../src/games/republic/discord/picture';
import type { RepublicState } from '../../../../src/games/republic/types';
import { drawnInFile, planted } from '../picture-fixture';

registerGame(republicPlugin);

const drawn = drawnInFile();

/** A Senate vote in progress with wars in the Forum (an AI game, turn 2). */
function senateVote(): RepublicState {
  let s = republic.setup(republic.parseOptions({ players: 4 }), 'e2e-republic-0');
  for (let k = 0; k < 4000 && !s.ending; k++) {
    if (s.turn >= 2 && s.phase === 'senate' && (s.senate?.floor.at(-1)?.votes.length ?? 0) >= 1) return s;
    const seat = republic.activePlayers(s)[0];
    const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `e2e-republic-0:${k}`));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  throw new Error('no Senate vote');
}

async function texts(s: RepublicState, locale: string): Promise<{ rome: string[]; senate: string[]; png: Buffer }> {
  const t = translator(locale);
  const v = republic.view(s, null);
  drawn.clear();
  const png = await renderRome(romeLabels(v, t, locale));
  const rome = drawn.take();
  await renderSenate(senateLabels(v, t, locale));
  return { rome, senate: drawn.take(), png };
}

describe('the Republic pictures', () => {
  const s = senateVote();

  it.each(['en', 'cs', 'ro', 'ko'])('%s: words from the locale files, nothing hidden', async (locale) => {
    const t = translator(locale);
    const a = await texts(planted(s, 1), locale);
    const b = await texts(planted(s, 2), locale);
    expect(a.rome).toEqual(b.rome);
    expect(a.senate).toEqual(b.senate);
    const all = [...a.rome, ...a.senate].join('\n');
    expect(all).not.toMatch(/republic\.|\{\{|undefined|NaN|\[object/);
    for (const v of [7311, 7312, 7313, 7310]) expect(all).not.toContain(String(v));
    expect(a.rome).toContain(t('republic.picture.wars'));
    expect(all).toContain(t('republic.office.romeConsul'));
    expect(a.senate[0]).toBe(t('republic.picture.senateTitle', { turn: s.turn, step: t(`republic.picture.senateStep.${s.senate!.step}`) }));
    const img = await loadImage(a.png);
    expect([img.width, img.height]).toEqual([ROME_SIZE.width, ROME_SIZE.height]);
  }, 60_000);

  it('the Senate picture shows the floor\'s tally and every faction\'s votes', async () => {
    const t = translator('en');
    const labels = senateLabels(republic.view(s, null), t, 'en');
    const item = s.senate!.floor.at(-1)!;
    const yea = item.votes.reduce((n, r) => n + r.yea, 0) + item.bonusYea;
    const nay = item.votes.reduce((n, r) => n + r.nay, 0) + item.bonusNay;
    expect(labels.floor).toMatchObject({ yea, nay, tally: `for ${yea} · against ${nay}` });
    expect(labels.floor!.votes).toHaveLength(item.votes.length);
    expect(labels.factions).toHaveLength(4);
  });
});
