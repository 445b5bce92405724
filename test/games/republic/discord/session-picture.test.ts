/**
 * The whole Senate session as a picture: the state records every proposal
 * voted on in the turn's Senate with its outcome and each faction's open
 * votes (schema 5, src/games/republic/session-record.ts); the board post of
 * the move that closes the Senate carries the session's picture, and a post
 * that counted several votes (an AI chain) draws all of them, not only the
 * last. Words come from the locale files in four languages; the hidden
 * treasuries and hands never change a drawn word.
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
import { migrateRepublic } from '../../../../src/games/republic/migrate';
import { REPUBLIC_SCHEMA } from '../../../../src/games/republic/setup';
import { republicAdapter } from '../../../../src/games/republic/discord/adapter';
import { closedSession, resultsOf, sessionLabels } from '../../../../src/games/republic/discord/picture';
import { proposalName } from '../../../../src/games/republic/discord/text';
import { SESSION_WIDTH, renderSession } from '../../../../src/games/republic/render/session';
import type { RepublicEvent, RepublicState } from '../../../../src/games/republic/types';
import { drawnInFile, planted } from '../picture-fixture';

// The pictures are kept for a look by eye (PICTURE_DIR), by default in a fresh temporary folder: never a fixed path.
const SHOTS = process.env.PICTURE_DIR ?? mkdtempSync(join(tmpdir(), 'republic-pictures-'));

registerGame(republicPlugin);
const drawn = drawnInFile();
const LOCALES = ['en', 'cs', 'ro', 'ko'] as const;

/** An AI game up to the move that closes the first Senate: that state, that move's events, and every vote event of the session. */
function firstSession(seed: string): { s: RepublicState; events: RepublicEvent[]; votes: RepublicEvent[]; moves: RepublicEvent[][] } {
  let s = republic.setup(republic.parseOptions({ players: 4 }), seed);
  const votes: RepublicEvent[] = [];
  const moves: RepublicEvent[][] = [];
  for (let k = 0; k < 6000 && !republic.result(s); k++) {
    const seat = republic.activePlayers(s)[0];
    const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `${seed}:${k}`));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
    const counted = out.events.filter((e) => e.type === 'voteResult' || e.type === 'vetoed');
    votes.push(...counted);
    if (counted.length) moves.push(out.events);
    if (closedSession(s, out.events)) return { s, events: out.events, votes, moves };
  }
  throw new Error('no Senate closed');
}

const first = firstSession('session-1');

describe('the record of a Senate session', () => {
  it('holds every vote of the turn\'s Senate, in order, as the events told them, and is public', () => {
    const rec = first.s.senateSession!;
    expect(rec.turn).toBe(first.s.turn);
    expect(rec.votes.length).toBeGreaterThanOrEqual(2);
    expect(rec.votes).toEqual(resultsOf(first.votes));
    expect(republic.view(first.s, null).senateSession).toEqual(rec);
    // The record carries proposals and open votes only.
    expect(JSON.stringify(rec)).not.toMatch(/treasury|hand|secret|bribe/);
  });

  it('a later turn\'s first vote starts a new record', () => {
    let s = first.s;
    for (let k = 0; k < 6000 && !republic.result(s) && s.senateSession!.turn === first.s.turn; k++) {
      const seat = republic.activePlayers(s)[0];
      const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `later:${k}`));
      if (!out.ok) throw new Error(out.error.code);
      s = out.state;
    }
    if (republic.result(s)) return;
    expect(s.senateSession!.turn).toBe(s.turn);
    expect(s.senateSession!.turn).toBeGreaterThan(first.s.turn);
    expect(s.senateSession!.votes.length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('a schema-3 game migrates without a record and records from its next vote on', () => {
    const { senateSession: _dropped, ...rest } = first.s;
    void _dropped;
    const old = { ...structuredClone(rest), schema: 3 } as RepublicState;
    const s = migrateRepublic(old);
    expect(s.schema).toBe(REPUBLIC_SCHEMA);
    expect(s.senateSession).toBeUndefined();
  });
});

describe('the picture of a whole Senate session', () => {
  it.each(LOCALES)('%s: every proposal with its outcome, tally and votes; nothing hidden', async (locale) => {
    const t = translator(locale);
    const votes = first.s.senateSession!.votes;
    const runs: string[][] = [];
    let png: Buffer | null = null;
    for (const salt of [1, 2]) {
      drawn.clear();
      const v = republic.view(planted(first.s, salt), null);
      png = await renderSession(sessionLabels(v, votes, 'session', first.s.turn, t, locale));
      runs.push(drawn.take());
    }
    expect(runs[0]).toEqual(runs[1]);
    const all = runs[0].join('\n');
    expect(all).not.toMatch(/73\d\d/);
    expect(all, locale).not.toMatch(/republic\.|\{\{|undefined|NaN|\[object/);
    expect(runs[0][0]).toBe(t('republic.picture.sessionTitle', { turn: first.s.turn }));
    expect(all).toContain(t('republic.picture.sessionCount', { count: votes.length }));
    const v = republic.view(first.s, null);
    for (const [k, x] of votes.entries()) {
      // A long proposal is drawn on two lines: its first words start the row.
      expect(all).toContain(`${k + 1}. ${proposalName(x.proposal, t, v as never).split(' ')[0]}`);
      expect(all).toContain(t('republic.picture.tally', { yea: x.yea, nay: x.nay }));
      expect(all).toContain(t(`republic.picture.outcome.${x.outcome}`));
    }
    const img = await loadImage(png!);
    expect(img.width).toBe(SESSION_WIDTH);
    writeFileSync(`${SHOTS}/republic-session-${locale}.png`, png!);
  }, 60_000);

  it('rides on the board post of the move that closed the Senate, and only then', async () => {
    const t = translator('en');
    const game = (s: RepublicState) => ({ meta: { id: 'g1', seats: ['1', null, null, null], locale: 'en' }, state: s, record: {} }) as never;
    const post = await republicAdapter.boardPost(game(first.s), first.events, t, (seat) => `P${seat}`);
    const file = post.files!.find((f) => f.name.startsWith('republic-session-'));
    expect(file?.description).toBe(t('republic.board.sessionAlt'));
    const none = await republicAdapter.boardPost(game(first.s), first.moves[0], t, (seat) => `P${seat}`);
    expect(none.files!.some((f) => f.name.startsWith('republic-session-'))).toBe(false);
  }, 60_000);

  it('a post that counted several votes draws every one of them, not only the last', async () => {
    const t = translator('en');
    const events = first.moves.flat().filter((e) => e.type === 'voteResult' || e.type === 'vetoed').slice(0, 3);
    expect(events.length).toBeGreaterThanOrEqual(2);
    const game = { meta: { id: 'g1', seats: ['1', null, null, null], locale: 'en' }, state: first.s, record: {} } as never;
    drawn.clear();
    const post = await republicAdapter.boardPost(game, events, t, (seat) => `P${seat}`);
    const texts = drawn.take().join('\n');
    expect(post.files!.filter((f) => f.name.startsWith('republic-vote-'))).toHaveLength(1);
    expect(texts).toContain(t('republic.picture.movesTitle', { turn: first.s.turn }));
    const v = republic.view(first.s, null);
    for (const [k, e] of events.entries()) expect(texts).toContain(`${k + 1}. ${proposalName(e.proposal as never, t, v as never).split(' ')[0]}`);
    const file = post.files!.find((f) => f.name.startsWith('republic-vote-'))!;
    writeFileSync(`${SHOTS}/republic-votes-of-a-move-en.png`, file.attachment as Buffer);
  }, 60_000);
});
