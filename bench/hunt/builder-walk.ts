/**
 * A seed hunt over the Discord move builders of Caesar!, Classic Conquest and Conquest II (not
 * part of the test suite): positions from random games; from each, random walks through the
 * builder as a member clicks it (buttons, menus, in all four languages), now and then with a
 * forged custom_id argument or menu value. Nothing may throw; every message keeps Discord's
 * limits; the state is never changed by a step; an action a genuine walk ends in is legal; a
 * forged one is refused cleanly or legal.
 *
 *   npx tsx bench/hunt/builder-walk.ts <base-seed> <positions per game> [seconds]
 */
import '../../src/games';
import { Rng, initialRngState } from '../../src/core/rng';
import { translator } from '../../src/i18n';
import { decodeCustomId } from '../../src/bot/custom-id';
import { caesar } from '../../src/games/caesar';
import { conquest } from '../../src/games/conquest';
import { conquest2 } from '../../src/games/conquest2';
import { caesarAdapter } from '../../src/games/caesar/discord/adapter';
import { conquestAdapter } from '../../src/games/conquest/discord/adapter';
import { conquest2Adapter } from '../../src/games/conquest2/discord/adapter';
import type { GameAdapter, Row, StepResult } from '../../src/core/discord-adapter';
import type { BaseState, GameModule } from '../../src/core/game';

const LOCALES = ['en', 'cs', 'ro', 'ko'];
const findings = new Map<string, number>();

function note(what: string, detail: string): void {
  const n = findings.get(what) ?? 0;
  findings.set(what, n + 1);
  if (n < 3) console.log(`FINDING ${what}: ${detail.slice(0, 1200)}`);
}

interface Comp { type: number; custom_id?: string; label?: string; options?: { value: string; label: string; description?: string }[]; min_values?: number; max_values?: number; placeholder?: string; disabled?: boolean; url?: string }

/** Discord's limits on a message of components; a breach is refused by Discord, so the member sees an error. */
function checkUi(game: string, step: Extract<StepResult, { kind: 'ui' }>, where: string): Comp[] {
  if (step.content.length > 2000) note(`${game}: content over 2000`, `${where} ${step.content.length}`);
  if (step.components.length > 5) note(`${game}: more than 5 rows`, where);
  const ids = new Set<string>();
  const all: Comp[] = [];
  for (const row of step.components as Row[]) {
    const cs = row.components as unknown as Comp[];
    if (cs.length === 0) note(`${game}: empty row`, where);
    const selects = cs.filter((c) => c.type === 3).length;
    if (selects > 0 && cs.length > 1) note(`${game}: a select shares its row`, where);
    if (cs.length > 5) note(`${game}: more than 5 buttons in a row`, where);
    for (const c of cs) {
      all.push(c);
      if (c.custom_id !== undefined) {
        if (c.custom_id.length > 100) note(`${game}: custom_id over 100`, `${where} ${c.custom_id}`);
        if (ids.has(c.custom_id)) note(`${game}: duplicate custom_id`, `${where} ${c.custom_id}`);
        ids.add(c.custom_id);
        if (!decodeCustomId(c.custom_id)) note(`${game}: custom_id the router cannot read`, `${where} ${c.custom_id}`);
      }
      if (c.type === 2 && (c.label ?? '').length > 80) note(`${game}: button label over 80`, `${where} ${c.label}`);
      if (c.type === 2 && !c.label && !(c as { emoji?: unknown }).emoji) note(`${game}: button without label`, where);
      if (c.type === 3) {
        const opts = c.options ?? [];
        if (opts.length === 0 || opts.length > 25) note(`${game}: select with ${opts.length} options`, where);
        if ((c.placeholder ?? '').length > 150) note(`${game}: placeholder over 150`, where);
        if ((c.max_values ?? 1) > opts.length || (c.min_values ?? 1) > (c.max_values ?? 1)) note(`${game}: select min/max values`, `${where} ${c.min_values}/${c.max_values}/${opts.length}`);
        const vals = new Set<string>();
        for (const o of opts) {
          if (!o.label || o.label.length > 100) note(`${game}: option label empty or over 100`, `${where} ${o.label}`);
          if (!o.value || o.value.length > 100) note(`${game}: option value empty or over 100`, `${where} ${o.value}`);
          if ((o.description ?? '').length > 100) note(`${game}: option description over 100`, `${where} ${o.description}`);
          if (vals.has(o.value)) note(`${game}: duplicate option value`, `${where} ${o.value}`);
          vals.add(o.value);
        }
      }
    }
  }
  // A string key i18next did not find comes back as the key itself.
  const text = [step.content, ...all.flatMap((c) => [c.label ?? '', c.placeholder ?? '', ...(c.options ?? []).flatMap((o) => [o.label, o.description ?? ''])])].join('\n');
  const missing = text.match(/\b(caesar|conquest2?|common|error|move|hand)\.[a-zA-Z]+(\.[a-zA-Z]+)*\b/);
  if (missing && !/\d\.\d/.test(missing[0])) note(`${game}: untranslated key`, `${where} ${missing[0]}`);
  if (/undefined|NaN|\{\{/.test(text)) note(`${game}: undefined/NaN/placeholder in text`, `${where} ${text.match(/.{0,60}(undefined|NaN|\{\{).{0,60}/)?.[0]}`);
  return all;
}

function forgeArg(rng: Rng, a: string): string {
  return rng.pick([a + '9', String(Number(a) + 1), String(Number(a) - 1), '-1', '999', 'x', '', 'constructor', '__proto__', a.slice(1), String(rng.int(0, 60)), 'NaN', '1e3']);
}

function walk<S extends BaseState>(name: string, engine: GameModule<S, any, any, any, any>, adapter: GameAdapter<S>, s: S, seat: number, rng: Rng, stats: Record<string, number>): void {
  const t = translator(rng.pick(LOCALES));
  const before = JSON.stringify(s);
  const nameOf = (x: number) => `Player ${x + 1}`;
  let step: StepResult;
  let forged = false;
  const trail: string[] = ['play'];
  try {
    step = adapter.step(s, seat, 'g1', 'play', [], [], t, nameOf);
  } catch (e) {
    note(`${name}: step threw`, `play: ${(e as Error).stack}`);
    return;
  }
  for (let depth = 0; depth < 14; depth++) {
    if (JSON.stringify(s) !== before) { note(`${name}: a step changed the state`, trail.join(' > ')); return; }
    if (step.kind === 'illegal') {
      if (!forged) note(`${name}: a genuine walk ends illegal`, trail.join(' > '));
      stats.illegal++;
      return;
    }
    if (step.kind === 'action') {
      let out;
      try {
        out = adapter.apply(s, seat, JSON.parse(JSON.stringify(step.action)));
      } catch (e) {
        // The router reads a RuleViolation from the schema as a refusal; anything else is a crash.
        if ((e as { violation?: unknown }).violation === undefined && !/malformed|bad action|invalid/i.test((e as Error).message)) note(`${name}: apply threw`, `${trail.join(' > ')}: ${(e as Error).stack}`);
        else if (!forged) note(`${name}: a genuine walk's action fails the schema`, `${trail.join(' > ')} ${JSON.stringify(step.action)}`);
        return;
      }
      if (!out.ok && !forged) note(`${name}: a genuine walk's action is refused`, `${trail.join(' > ')} ${JSON.stringify(step.action)} ${out.error.code}`);
      if (!out.ok && !out.error.code) note(`${name}: refusal without a code`, JSON.stringify(out.error));
      if (out.ok) stats.actions++; else stats.refused++;
      if (JSON.stringify(s) !== before) note(`${name}: apply changed its input`, trail.join(' > '));
      return;
    }
    const comps = checkUi(name, step, trail.join(' > ')).filter((c) => c.custom_id && !c.disabled);
    if (comps.length === 0) return;
    const c = rng.pick(comps);
    const id = decodeCustomId(c.custom_id);
    if (!id || id.scope !== 'g') return;
    if (id.verb !== 'play' && !adapter.isBuilderVerb(id.verb) && !adapter.isEntryVerb?.(id.verb)) return; // not a builder click
    if (adapter.components?.[id.verb]) return; // the game's own handler, not the builder
    let args = [...id.args];
    let values: string[] = [];
    if (c.type === 3) {
      const opts = (c.options ?? []).map((o) => o.value);
      const k = Math.max(c.min_values ?? 1, Math.min(c.max_values ?? 1, rng.int(1, c.max_values ?? 1)));
      values = rng.shuffle([...opts]).slice(0, k);
    }
    if (rng.int(0, 7) === 0) {
      forged = true;
      if (values.length > 0 && rng.int(0, 1) === 0) values[rng.int(0, values.length - 1)] = forgeArg(rng, values[0]);
      else if (args.length > 0) { const k = rng.int(0, args.length - 1); args[k] = forgeArg(rng, args[k]); }
      else values = [forgeArg(rng, '0')];
      stats.forged++;
    }
    trail.push(`${id.verb}(${args.join(',')})[${values.join(',')}]`);
    try {
      step = adapter.step(s, seat, 'g1', id.verb, args, values, t, nameOf);
    } catch (e) {
      note(`${name}: step threw${forged ? ' (forged)' : ''}`, `${trail.join(' > ')}: ${(e as Error).stack}`);
      return;
    }
    stats.clicks++;
  }
}

/** The number of seats of a game's state (Caesar! has two sides). */
function seatCount(s: BaseState): number {
  const x = s as unknown as { players?: unknown[]; sides?: unknown[] };
  return (x.players ?? x.sides ?? []).length;
}

function positions<S extends BaseState>(engine: GameModule<S, any, any, any, any>, options: unknown, seed: string, every: number, rng: Rng): S[] {
  let s = engine.setup(engine.parseOptions(options), seed);
  const out: S[] = [];
  for (let step = 0; step < 3000 && engine.result(s) === null; step++) {
    if (step % every === 0) out.push(s);
    const seats = engine.activePlayers(s);
    const p = rng.pick(seats);
    const acts = engine.legalActions(s, p);
    const r = engine.apply(s, p, rng.pick(acts));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  out.push(s);
  return out;
}

const [base = 'w', gamesArg = '10', secondsArg = '300'] = process.argv.slice(2);
const deadline = Date.now() + Number(secondsArg) * 1000;
const stats: Record<string, number> = { positions: 0, walks: 0, clicks: 0, forged: 0, actions: 0, refused: 0, illegal: 0 };
const games: Record<string, number> = { caesar: 0, conquest: 0, conquest2: 0 };
for (let g = 0; g < Number(gamesArg) && Date.now() < deadline; g++) {
  const rng = new Rng(initialRngState(`${base}:${g}`));
  const which = g % 3;
  const run = <S extends BaseState>(name: string, engine: GameModule<S, any, any, any, any>, adapter: GameAdapter<S>, options: unknown, every: number) => {
    games[name]++;
    for (const s of positions(engine, options, `${base}-${g}`, every, rng)) {
      stats.positions++;
      const seats = adapter.actors ? adapter.actors(s) : [adapter.toMove(s)].filter((x): x is number => x !== null);
      for (const seat of seats) for (let k = 0; k < 6; k++) { stats.walks++; walk(name, engine, adapter, s, seat, rng, stats); }
      // A seat not to act: its builder must not offer a move that is accepted.
      const idle = engine.activePlayers(s).length === 0 ? [] : [...Array(seatCount(s)).keys()].filter((x) => !engine.activePlayers(s).includes(x)).slice(0, 1);
      for (const seat of idle) {
        try {
          const st = adapter.step(s, seat, 'g1', 'play', [], [], translator('en'), (x) => String(x));
          if (st.kind === 'action' && adapter.apply(s, seat, st.action).ok) note(`${name}: an idle seat's builder plays`, JSON.stringify(st.action));
        } catch (e) { note(`${name}: idle seat's builder threw`, (e as Error).stack ?? ''); }
      }
    }
  };
  try {
    if (which === 0) {
      const modules = rng.pick([{}, { poison: true }, { centurions: true }, { poison: true, centurions: true }, { poison: true, centurions: true, checkpoints: true }]);
      const solo = rng.int(0, 2) === 0 ? { crassus: rng.int(0, 1), difficulty: rng.pick(['low', 'medium', 'high']) } : null;
      run('caesar', caesar, caesarAdapter, { modules, solo }, 3);
    } else if (which === 1) {
      run('conquest', conquest, conquestAdapter, { players: rng.int(2, 6), fortifiedCatapultRule: rng.pick(['reducedWithCatapult', 'reducedWithoutCatapult']) }, 15);
    } else {
      run('conquest2', conquest2, conquest2Adapter, { players: rng.int(2, 6), seasons: 4, rules: 6, ...(rng.int(0, 1) ? { sealed: true } : {}) }, 12);
    }
  } catch (e) {
    note('position game threw', (e as Error).stack ?? '');
  }
}
console.log(JSON.stringify({ ...stats, games, findings: Object.fromEntries(findings) }));
