/**
 * Writes the example pictures in docs/images from seeded engine games:
 *   npx tsx src/games/caesar/render/example-pictures.ts
 * Each move is chosen by a fixed rule, so the pictures are reproducible.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { caesar } from '../index';
import type { CaesarAction, CaesarOptions, CaesarState } from '../types';
import { renderCaesarBoard, type RenderLocale } from './index';

const DUEL: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };
const SOLO: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: { crassus: 1, difficulty: 'medium' } };

function play(options: CaesarOptions, seed: string, moves: number): CaesarState {
  let state = caesar.setup(options, seed);
  for (let i = 0; i < moves; i++) {
    const [player] = caesar.activePlayers(state);
    if (player === undefined) break;
    const legal: CaesarAction[] = caesar.legalActions(state, player);
    if (legal.length === 0) break;
    const out = caesar.apply(state, player, legal[(i * 7919 + 13) % legal.length]);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
  }
  return state;
}

const examples: { name: string; options: CaesarOptions; seed: string; moves: number; locale: RenderLocale }[] = [
  { name: 'start', options: DUEL, seed: 'example-start', moves: 0, locale: 'en' },
  { name: 'mid-game', options: DUEL, seed: 'seed-mid', moves: 30, locale: 'en' },
  { name: 'end-game', options: DUEL, seed: 'seed-end', moves: 400, locale: 'en' },
  { name: 'solo-cs', options: SOLO, seed: 'example-solo', moves: 3, locale: 'cs' },
  { name: 'mid-game-ko', options: DUEL, seed: 'seed-midko', moves: 30, locale: 'ko' },
];

const dir = fileURLToPath(new URL('../../../../docs/images/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const ex of examples) {
  const png = renderCaesarBoard(caesar.view(play(ex.options, ex.seed, ex.moves), null), { locale: ex.locale });
  writeFileSync(`${dir}caesar-board-${ex.name}.png`, png);
  if (ex.name === 'mid-game') {
    // How Discord shows it in a chat: about 550 px wide.
    const img = await loadImage(png);
    const c = createCanvas(550, Math.round((550 * img.height) / img.width));
    const ctx = c.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, c.width, c.height);
    writeFileSync(`${dir}caesar-board-${ex.name}-550px.png`, c.toBuffer('image/png'));
  }
  process.stdout.write(`caesar-board-${ex.name}.png ${png.length} bytes\n`);
}
