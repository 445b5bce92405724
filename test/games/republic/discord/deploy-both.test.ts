/**
 * A deploy proposal that sends both Consuls (1.09.641): every place of the
 * table that describes it names both commanders with their own forces — the
 * proposal line and the board, the guided builder's menus and summary, and the
 * battle reports of the two armies — in the four languages.
 */
import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord-api-types/v10';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { top } from '../../../../src/games/republic/registry';
import { boardText, republicAdapter } from '../../../../src/games/republic/discord/adapter';
import { cardName, combatReports, forceText, proposalName, senatorName } from '../../../../src/games/republic/discord/text';
import type { Proposal } from '../../../../src/games/republic/types';
import { afterConsuls, propose, war } from '../senate-table';

registerGame(republicPlugin);

type Comp = { type: number; custom_id?: string; options?: { label: string; value: string }[] };

/** Julius (4) Rome Consul, Fulvius (7) Field Consul; two active wars; 10 legions and 4 fleets in the Active Forces. */
function twoWars() {
  return afterConsuls((t) => {
    t.forum.wars = [war('war:1st-gallic'), war('war:2nd-illyrian')];
    t.legions.forEach((l, i) => { l.at = i < 10 ? 'active' : 'pool'; });
    t.fleets.forEach((f, i) => { f.at = i < 4 ? 'active' : 'pool'; });
  });
}

const both = { kind: 'deploy', commander: '7', war: 'war:1st-gallic', legions: 8, fleets: 0, second: { commander: '4', war: 'war:2nd-illyrian', legions: 2, fleets: 2 } } as unknown as Proposal;
const LOCALES = ['en', 'cs', 'ro', 'ko'];

describe('a deploy proposal sending both Consuls', () => {
  it('the proposal line names both commanders, their wars and their own forces, in four languages', () => {
    const t = translator('en');
    expect(proposalName(both, translator('en'))).toBe(
      `Send forces: both Consuls: the Field Consul ${senatorName('7', null, t)} to ${cardName('war:1st-gallic', translator('en'))} with 8 legions and 0 fleets; ` +
      `the Rome Consul ${senatorName('4', null, t)} to ${cardName('war:2nd-illyrian', translator('en'))} with 2 legions and 2 fleets`,
    );
    expect(proposalName(both, translator('cs'))).toContain('oba konzulové');
    expect(proposalName(both, translator('cs'))).toContain('8 legií, 0 loďstev');
    expect(proposalName(both, translator('cs'))).toContain('2 legie, 2 loďstva');
    expect(proposalName(both, translator('ro'))).toContain('ambii consuli');
    expect(proposalName(both, translator('ro'))).toContain('Fulvius la Primul Război Galic cu 8 legiuni și 0 flote');
    expect(proposalName(both, translator('ko'))).toContain('두 집정관 모두');
    expect(proposalName(both, translator('ko'))).toContain('군단 2개, 함대 2개');
    for (const l of LOCALES) {
      const t = translator(l);
      const text = proposalName(both, t);
      expect(text).not.toMatch(/republic\.|\{\{/);
      for (const id of ['7', '4']) expect(text).toContain(senatorName(id, null, t));
    }
  });

  it('a single commander is shown with his force and no second', () => {
    const one = { kind: 'deploy', commander: '7', war: 'war:1st-gallic', legions: 3, fleets: 1 } as unknown as Proposal;
    const text = proposalName(one, translator('en'));
    expect(text).toMatch(/with 3 legions and 1 fleet$/);
    expect(text).not.toContain('both Consuls');
  });

  it('the board shows the package on the floor with both forces', () => {
    const s = propose(twoWars(), both as never);
    for (const l of LOCALES) {
      const t = translator(l);
      const text = boardText(s, [], t, (seat) => `P${seat}`);
      expect(text).toContain(proposalName(both, t, s));
      expect(text).toContain(forceText((both as unknown as { second: never }).second, t, s));
    }
  });

  it('the guided builder offers the Rome Consul with his force (or nobody) and builds the package', () => {
    const s = twoWars();
    const pm = top(s)!.seat;
    for (const l of LOCALES) {
      const t = translator(l);
      const second = forceText((both as unknown as { second: never }).second, t, s);
      const want = new Set([t('republic.proposal.deploy'), senatorName('7', s, t), cardName('war:1st-gallic', t), `${t('republic.field.legions')} 8`, `${t('republic.field.fleets')} 0`, second]);
      let res = republicAdapter.step(s, pm, 'g1', 'rc', [], ['propose'], t);
      let sawSecond = false;
      for (let i = 0; i < 12 && res.kind === 'ui'; i++) {
        const select = res.components.flatMap((r) => r.components as unknown as Comp[]).find((c) => c.type === ComponentType.StringSelect)!;
        const labels = select.options!.map((o) => o.label);
        if (labels.includes(second)) {
          sawSecond = true;
          expect(labels).toContain(t('republic.part.alone'));
          expect(res.content).toContain(t('republic.part.chosen', { parts: '' }).trim());
          expect(res.content).toContain(cardName('war:1st-gallic', t));
        }
        const pick = select.options!.find((o) => want.has(o.label));
        expect(pick, `${l}: ${labels.join(' | ')}`).toBeDefined();
        const [verb, ...args] = select.custom_id!.split(':').slice(3);
        res = republicAdapter.step(s, pm, 'g1', verb, args, [pick!.value], t);
      }
      expect(sawSecond).toBe(true);
      expect(res).toEqual({ kind: 'action', action: { type: 'propose', proposal: both } });
    }
  });

  it('the battle reports of the two armies name each Consul', () => {
    const battle = (army: number, commander: string, w: string, force: number) => ({
      type: 'battle', army, commander, war: w, kind: 'land', dice: [3, 4, 5], force, mil: 3, war_strength: 10, total: 12 + force - 7, result: 'victory', legionsLost: 1, fleetsLost: 0,
    });
    const events = [battle(1, '7', 'war:1st-gallic', 8), battle(2, '4', 'war:2nd-illyrian', 2)];
    for (const l of LOCALES) {
      const t = translator(l);
      const lines = combatReports(events, t);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain(senatorName('7', null, t));
      expect(lines[0]).toContain(cardName('war:1st-gallic', t));
      expect(lines[1]).toContain(senatorName('4', null, t));
      expect(lines[1]).toContain(cardName('war:2nd-illyrian', t));
    }
  });
});
