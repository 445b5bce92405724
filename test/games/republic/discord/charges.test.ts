/**
 * A prosecution's charge on the table (1.09.412-1.09.413): the engine's reason
 * (`corrupt`, `corrupt:<province>`, `major`, `office`, `concession:<card>`) reads
 * in the player's language, in the rulebook's words, never as the engine's key.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { actionLabel, cardName, describeEvents, proposalName, provinceName, reasonText } from '../../../../src/games/republic/discord/text';
import type { Proposal } from '../../../../src/games/republic/types';

registerGame(republicPlugin);

const prosecution = (reason: string) => ({ kind: 'prosecution', accused: '1', reason, prosecutor: '2' }) as unknown as Proposal;

/** What each language says for the charge of taking provincial spoils: the Czech rulebook's "žeton korupce" (1.06.13). */
const CORRUPT = { en: 'Corrupt marker (provincial spoils)', cs: 'žeton korupce (výnos z provincie)', ro: 'marcaj de corupție (prada provinciei)', ko: '부패 표식 (속주 전리품)' } as const;

describe('Republic table: a prosecution\'s charge', () => {
  for (const lang of ['en', 'cs', 'ro', 'ko'] as const) {
    it(`${lang}: "corrupt" and every other charge read in the language`, () => {
      const t = translator(lang);
      expect(reasonText('corrupt', t)).toBe(CORRUPT[lang]);
      // Proposals, menu answers and the event log all say it so.
      expect(proposalName(prosecution('corrupt'), t)).toContain(CORRUPT[lang]);
      const label = actionLabel({ type: 'propose', proposal: prosecution('corrupt') }, t, null, null);
      expect(label).toContain(CORRUPT[lang]);
      expect(describeEvents([{ type: 'prosecution', accused: '1', reason: 'corrupt' }], t)[0]).toContain(CORRUPT[lang]);
      // A Legate's province (Vatinian Law) with its name; the Major marker for a major or a minor charge; a concession.
      const sicilia = reasonText('corrupt:sicilia', t)!;
      expect(sicilia).toContain(reasonText('corrupt', t)!.split(' ')[0]);
      expect(sicilia).toContain(provinceName('sicilia', t));
      expect(reasonText('major', t)).not.toBe(reasonText('office', t));
      // A concession's charge names the card (its id follows the prefix).
      expect(reasonText('concession:concession:mining', t)).toContain(cardName('concession:mining', t));
      expect(cardName('concession:mining', t)).not.toContain('concession:');
      for (const reason of ['corrupt', 'corrupt:sicilia', 'major', 'office', 'concession:concession:mining']) {
        const text = proposalName(prosecution(reason), t);
        expect(text, reason).toContain(reasonText(reason, t));
        // The engine's key is not shown as it is (words of the language may contain it, as "Major marker" does).
        expect(text, reason).not.toMatch(new RegExp(`, ${reason}(,|$)`));
        expect(text, reason).not.toContain('{{');
      }
      // Korean names no player as 당신 (the glossary refuses it) and carries no Latin letters.
      if (lang === 'ko') for (const reason of ['corrupt', 'corrupt:sicilia', 'major', 'office']) expect(reasonText(reason, t)).not.toMatch(/당신|[A-Za-z]/);
    });
  }
});

describe('Republic table: a rebel joiner\'s kept province (1.11.32 under 2.03)', () => {
  for (const lang of ['en', 'cs', 'ro', 'ko'] as const) {
    it(`${lang}: the answer names the senator and the province by their names`, () => {
      const t = translator(lang);
      const label = actionLabel({ type: 'joinRebel', senators: ['2'], keep: { 2: 'illyricum' } }, t, null, null);
      expect(label).toContain(provinceName('illyricum', t));
      expect(label).not.toContain('illyricum');
      expect(label).not.toContain('{{');
    });
  }
});
