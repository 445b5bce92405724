/**
 * Every word on a Republic picture (the state of Rome, the Senate) comes from
 * the locale files of the picture's language, card and senator names included
 * (republic.name, locales/names.ts): captured from the canvas calls while an
 * AI game's Senate vote is drawn (and its result, passed, defeated, vetoed), and Rome with every war, law and event card
 * of the game in the Forum in turn. Czech and Romanian pictures carry none of
 * the English-only words; Korean pictures no Latin letters but the glossary's
 * allowed marks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { drawRome, drawSenate } from '../../../../src/games/republic/render';
import { mapLabels, resultLabels, romeLabels, senateLabels } from '../../../../src/games/republic/discord/picture';
import { drawResult } from '../../../../src/games/republic/render/result';
import { drawMediterranean, MAP_SIZE } from '../../../../src/games/republic/render/map';
import { createCanvas } from '@napi-rs/canvas';
import { republicLocales } from '../../../../src/games/republic/locales';
import { EVENTS, LAWS, LEADERS, PROVINCES, PROVINCE_REVOLTS, WARS } from '../../../../src/games/republic/data';
import { fight } from '../../../../src/games/republic/phases/combat';
import { combatReports } from '../../../../src/games/republic/discord/text';
import type { RepublicState, RepublicView, WarInPlay } from '../../../../src/games/republic/types';
import { addSenator, bare, ctxOf } from '../helpers';
import { drawnTextsAsync, vocabulary, words } from '../../../render/drawn-words';
import { turn } from '../../../support/yield';

registerGame(republicPlugin);

const LOCALES = ['en', 'cs', 'ro', 'ko'] as const;
type Locale = (typeof LOCALES)[number];

/** A Senate vote in progress with wars in the Forum (an AI game, turn 2). */
function senateVote(): RepublicState {
  let s = republic.setup(republic.parseOptions({ players: 4 }), 'words-republic');
  for (let k = 0; k < 4000 && !s.ending; k++) {
    if (s.turn >= 2 && s.phase === 'senate' && (s.senate?.floor.at(-1)?.votes.length ?? 0) >= 1) return s;
    const seat = republic.activePlayers(s)[0];
    const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `words-republic:${k}`));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  throw new Error('no Senate vote');
}

const base = republic.view(senateVote(), null);
const chunks = <T,>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const allWars = [...WARS.keys(), ...PROVINCE_REVOLTS.keys()];
const allLeaders = [...LEADERS.keys()];

/** Rome with every war (three at a time, each led by an enemy leader), law and event card in the Forum. */
function forumViews(): RepublicView[] {
  const template = base.forum.wars[0] ?? { card: allWars[0], status: 'active', leaders: [], unprosecuted: false };
  const wars = chunks(allWars, 3).map((cards, i) => ({
    ...base,
    forum: {
      ...base.forum,
      wars: cards.map((card, k) => ({ ...template, card, status: (['active', 'imminent', 'inactive'] as const)[k], leaders: [allLeaders[(i * 3 + k) % allLeaders.length]] })),
      laws: [], events: [],
    },
  }));
  const laws = chunks([...LAWS.keys()], 4).map((l) => ({ ...base, forum: { ...base.forum, wars: [], laws: l, events: [] } }));
  const events = chunks([...EVENTS.keys()], 4).map((e, i) => ({ ...base, forum: { ...base.forum, wars: [], laws: [], events: e.map((id) => ({ id, level: 1 + (i % 2), count: 1, turn: 1 })) } }));
  return [...wars, ...laws, ...events] as RepublicView[];
}

/**
 * The Mediterranean with every province of the game created (a governor and a garrison in each) and every war
 * in turn, three at a time, the active one with an army sent to it under a senator of the game.
 */
function mapViews(): RepublicView[] {
  const senators = Object.keys(base.senators);
  const provinces = Object.fromEntries([...PROVINCES.keys()].map((id, i) => [id, {
    id, developed: false, governor: senators[i % senators.length], term: 3, electedTurn: 1, blockedTurn: null,
  }]));
  const legions = base.legions.map((l, i) => ({ ...l, at: i < 4 ? 'army:1' : i < 6 ? `garrison:${[...PROVINCES.keys()][0]}` : l.at }));
  const fleets = base.fleets.map((f, i) => ({ ...f, at: i < 2 ? 'army:1' : f.at }));
  return forumViews().filter((v) => v.forum.wars.length).map((v) => ({
    ...v, provinces, legions, fleets,
    armies: [{ id: 1, commander: senators[0], masterOfHorse: null, war: v.forum.wars[0].card, seq: 1, deployedTurn: v.turn, reinforcedTurn: null, proconsul: false }],
  })) as RepublicView[];
}

/**
 * The words drawn on every picture in `locale`, drawn once per locale with a turn of the event loop between
 * pictures: there are dozens, a few seconds of synchronous canvas work in all, and redrawing English, Czech and
 * Romanian in one stretch kept the test worker from answering vitest on a loaded machine ("Timeout calling
 * onTaskUpdate"). The drawing is deterministic, so drawing a locale once gives what drawing it again would.
 */
const drawnIn = new Map<Locale, Promise<string[]>>();
function drawAll(locale: Locale): Promise<string[]> {
  const cached = drawnIn.get(locale);
  if (cached) return cached;
  const t = translator(locale);
  const drawn = drawnTextsAsync(async () => {
    await turn();
    drawRome(romeLabels(base, t, locale));
    await turn();
    drawSenate(senateLabels(base, t, locale));
    // The result of the vote on the floor, as counted, defeated and as vetoed by a Tribune.
    const item = base.senate!.floor.at(-1)!;
    const tally = item.votes.map((r) => ({ seat: r.seat, yea: r.yea, nay: r.nay, abstained: r.abstained }));
    for (const passed of [true, false]) drawResult(resultLabels(base, { type: 'voteResult', proposal: item.proposal, yea: 9, nay: 4, passed, tally }, t, locale));
    drawResult(resultLabels(base, { type: 'vetoed', seat: 1, proposal: item.proposal, tally }, t, locale));
    drawResult(resultLabels(base, { type: 'vetoed', seat: 1, proposal: item.proposal, tally: [] }, t, locale));
    for (const v of forumViews()) { await turn(); drawRome(romeLabels(v, t, locale)); }
    for (const v of mapViews()) { await turn(); drawMediterranean(createCanvas(MAP_SIZE.width, MAP_SIZE.height).getContext('2d'), mapLabels(v, t, locale)); }
  });
  drawnIn.set(locale, drawn);
  return drawn;
}

const latinAllowed = new Set<string>(
  (JSON.parse(readFileSync(new URL('../../../../data/glossary/ko.json', import.meta.url), 'utf8')).latinAllowed ?? []).map((a: { word: string }) => a.word),
);

describe('words on the Republic pictures', () => {
  it('draws every war, law and event card of the game', () => {
    const views = forumViews();
    expect(new Set(views.flatMap((v) => v.forum.wars.map((w) => w.card)))).toEqual(new Set(allWars));
    expect(views.flatMap((v) => v.forum.laws)).toHaveLength(LAWS.size);
    expect(views.flatMap((v) => v.forum.events)).toHaveLength(EVENTS.size);
  });

  it('draws every province and every war on the Mediterranean, each named in its language', async () => {
    const maps = mapViews();
    expect(new Set(maps.flatMap((v) => v.forum.wars.map((w) => w.card)))).toEqual(new Set(allWars));
    for (const locale of LOCALES) {
      const t = translator(locale);
      const drawn = await drawnTextsAsync(async () => {
        for (const v of maps) { await turn(); drawMediterranean(createCanvas(MAP_SIZE.width, MAP_SIZE.height).getContext('2d'), mapLabels(v, t, locale)); }
      });
      const all = drawn.join('\n');
      expect(all).toContain(t('republic.map.rome'));
      for (const l of mapLabels(maps[0], t, locale).provinces) expect(all, `${locale} ${l.id}`).toContain(l.name);
    }
  });

  it.each(LOCALES)('every word drawn in %s is a word of its locale file', async (locale) => {
    const drawn = await drawAll(locale);
    expect(drawn.length).toBeGreaterThan(100);
    const known = vocabulary(republicLocales[locale]);
    expect([...new Set(drawn.flatMap(words).filter((w) => !known.has(w)))]).toEqual([]);
    expect(drawn.filter((t) => /\{\{|\}\}|undefined|NaN|\[object|republic\./.test(t))).toEqual([]);
  });

  it('Czech and Romanian pictures carry none of the English-only words', async () => {
    const english = (await drawAll('en')).flatMap(words);
    for (const locale of ['cs', 'ro'] as const) {
      const own = vocabulary(republicLocales[locale]);
      const englishOnly = new Set(english.filter((w) => !own.has(w)));
      const leaked = [...new Set((await drawAll(locale)).flatMap(words).filter((w) => englishOnly.has(w)))];
      expect(leaked, locale).toEqual([]);
    }
  });

  it('Korean pictures carry no Latin letters but the marks the glossary allows', async () => {
    const latin = [...new Set((await drawAll('ko')).flatMap((t) => t.match(/[A-Za-z]+/g) ?? []).filter((w) => !latinAllowed.has(w)))];
    expect(latin).toEqual([]);
  });

  it('names the cards as the Czech rulebook does', async () => {
    const drawn = (await drawAll('cs')).join('\n');
    expect(drawn).toContain('1. punská válka');
    expect(drawn).not.toMatch(/Punic War|Tax Farmer/);
  });
});

describe('names in the battle reports beside the pictures', () => {
  // The worked example 1.10.4: Marius against the Gladiator Revolt led by Spartacus.
  function battle() {
    const s = bare(3, 'combat');
    addSenator(s, 1, 1);
    addSenator(s, 27, 0, { where: { kind: 'army', army: 1 } });
    const w: WarInPlay = { card: 'war:gladiator-revolt', status: 'active', unprosecuted: false, navalVictory: false, leaders: ['leader:spartacus'], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } };
    s.forum.wars = [w];
    s.armies = [{ id: 1, commander: '27', masterOfHorse: null, war: w.card, seq: 1, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
    s.legions.forEach((l, i) => { l.at = i < 9 ? 'army:1' : 'pool'; });
    const c = ctxOf(s, [3, 3, 4], [0]);
    fight(c, c.s.armies[0], 'land');
    return c.events;
  }

  it('names the war and the commander as the pictures do, in every language', () => {
    const events = battle();
    expect(combatReports(events, translator('cs'))[0]).toContain('Marius (válka: Povstání gladiátorů)');
    expect(combatReports(events, translator('ro'))[0]).toContain('Revolta gladiatorilor');
    const ko = combatReports(events, translator('ko'))[0];
    expect(ko).toContain('마리우스');
    expect(ko).toContain('검투사 반란');
    expect(ko.replace(/\*\*/g, '').match(/[A-Za-z]+/g) ?? []).toEqual([]);
  });
});
