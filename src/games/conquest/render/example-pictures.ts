/**
 * Writes example pictures to docs/images (npx tsx src/games/conquest/render/example-pictures.ts).
 * The mid-game position comes from the real engine: seeded random legal actions.
 */
import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { conquest } from '../index';
import type { ConquestState } from '../types';
import { renderConquestMap } from './index';
import { activeRegion } from '../discord/picture';

/** Plays `steps` legal actions chosen by a small deterministic generator. */
export function midGameState(seed = 'example', steps = 220, players = 4): ConquestState {
  let s = conquest.setup({ players, fortifiedCatapultRule: 'reducedWithoutCatapult' }, seed);
  let x = 12345;
  for (let i = 0; i < steps && !conquest.result(s); i++) {
    const seat = conquest.activePlayers(s)[0];
    const actions = conquest.legalActions(s, seat).filter((a) => a.type !== 'concede');
    if (actions.length === 0) break;
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    // Prefer ending a phase rarely, so pieces spread over the map.
    const pick = actions[x % actions.length];
    const out = conquest.apply(s, seat, pick);
    if (!out.ok) throw new Error(`illegal ${JSON.stringify(pick)}`);
    s = out.state;
  }
  return s;
}

async function main(): Promise<void> {
  const s = midGameState();
  const view = conquest.view(s, null);
  const png = renderConquestMap(view);
  writeFileSync('docs/images/conquest-map-mid-game.png', png);
  writeFileSync('docs/images/conquest-map-mid-game-ko.png', renderConquestMap(view, { locale: 'ko' }));
  const img = await loadImage(png);
  const c = createCanvas(550, Math.round((img.height * 550) / img.width));
  c.getContext('2d').drawImage(img, 0, 0, c.width, c.height);
  writeFileSync('docs/images/conquest-map-mid-game-550px.png', c.toBuffer('image/png'));
  const places = activeRegion(view);
  if (places) writeFileSync('docs/images/conquest-map-region-active.png', renderConquestMap(view, { region: { provinces: places } }));
  writeFileSync('docs/images/conquest-map-region-battle.png', renderConquestMap(view, {
    region: { provinces: ['italia', 'neapolis'] },
    battle: { round: 1, attacker: { seat: 0, roll: ['infantry', 'cavalry', 'blank', 'galley', 'infantry'], hits: 3 }, defender: { seat: 1, roll: ['catapult', 'blank', 'infantry'], hits: 1 } },
  }));
}

if (process.argv[1]?.endsWith('example-pictures.ts')) void main();
