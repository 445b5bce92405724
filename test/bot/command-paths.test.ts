/**
 * Every slash command a text names (`/liga hrat`, `/hra stav`, `/카이사르 도전 상대:`)
 * is the command as the reader's Discord shows it: the locale's own names of
 * the command, its subcommand and its options, taken from the definitions the
 * bot registers. Checked over every string of every language, each game's
 * /help guide and the assembled /help text, which also names each game by its
 * title in that language.
 */
import { describe, expect, it } from 'vitest';
import '../../src/games';
import { slashCommands } from '../../commands';
import { helpText } from '../../commands/help';
import { SUPPORTED_LOCALES, leafKeys, messages, translator, type Locale } from '../../src/i18n';
import { gamePlugins } from '../../src/core/registry';

interface Node { names: Record<Locale, string>; subs: Node[]; options: Record<Locale, string>[] }

const nameIn = (o: { name: string; name_localizations?: Record<string, string | null> | null }, l: Locale) =>
  (l === 'en' ? o.name : o.name_localizations?.[l] ?? o.name);

function tree(o: any): Node {
  const names = Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, nameIn(o, l)])) as Record<Locale, string>;
  const children = (o.options ?? []) as any[];
  // Discord's option types 1 and 2 are a subcommand and a group of them.
  return {
    names,
    subs: children.filter((c) => c.type === 1 || c.type === 2).map(tree),
    options: children.filter((c) => c.type !== 1 && c.type !== 2).map((c) => Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, nameIn(c, l)])) as Record<Locale, string>),
  };
}

const roots = slashCommands().map((c) => tree(c.data));
const anyName = (n: Node, w: string) => Object.values(n.names).includes(w);

/** What is wrong with each command a text names in a language: a name from another language, or an option it lacks. */
function wrongPaths(text: string, l: Locale): string[] {
  const wrong: string[] = [];
  // A command starts after the start, a space, a backtick or a bracket: "první/druhý" is not one.
  for (const m of text.matchAll(/(?<=^|[\s`(])\/([\p{L}\p{N}_-]+)((?:[ ][\p{L}\p{N}_:@-]+)*)/gu)) {
    const root = roots.find((r) => anyName(r, m[1]));
    if (!root) continue;
    if (root.names[l] !== m[1]) { wrong.push(`/${m[1]} (the ${l} name is /${root.names[l]})`); continue; }
    let node = root;
    for (const word of m[2].trim().split(' ').filter(Boolean)) {
      const sub = node.subs.find((s) => anyName(s, word));
      if (sub) {
        if (sub.names[l] !== word) wrong.push(`/${m[1]}${m[2]}: "${word}" (the ${l} name is "${sub.names[l]}")`);
        node = sub;
        continue;
      }
      const option = /^([\p{L}\p{N}_-]+):/u.exec(word);
      if (option && !node.options.some((o) => o[l] === option[1])) wrong.push(`/${m[1]}${m[2]}: no option "${option[1]}" in ${l}`);
      if (!option) break;
    }
  }
  return wrong;
}

const value = (obj: unknown, key: string) => key.split('.').reduce((o: any, k) => o?.[k], obj);

describe.each(SUPPORTED_LOCALES)('command names in %s texts', (l) => {
  it('the checker knows the commands and sees a wrong one', () => {
    expect(roots.length).toBeGreaterThan(5);
    expect(wrongPaths('use `/league join` now', 'en')).toEqual([]);
    expect(wrongPaths('use `/league join` now', 'cs')).toHaveLength(1);
    expect(wrongPaths('use `/liga pridat-se` now', 'cs')).toEqual([]);
    expect(wrongPaths('`/liga hrat souper:@x`', 'cs')).toEqual([]);
    expect(wrongPaths('`/liga hrat opponent:@x`', 'cs')).toHaveLength(1);
    expect(wrongPaths('první/druhý', 'cs')).toEqual([]);
  });

  it('every string names the commands as the reader\'s Discord shows them', () => {
    const all = messages(l);
    const found = leafKeys(all).flatMap((k) => wrongPaths(String(value(all, k)), l).map((w) => `${k}: ${w}`));
    expect(found).toEqual([]);
  });

  it('every game\'s /help guide and the /help text do too, naming the games by their titles in the language', () => {
    const guides = gamePlugins().filter((p) => p.help && p.discord).map((p) => [p.id, p.help!(l)] as const);
    expect(guides.length).toBeGreaterThanOrEqual(4);
    const found = guides.flatMap(([id, text]) => wrongPaths(text, l).map((w) => `${id}: ${w}`));
    const t = translator(l);
    const help = helpText(l, t);
    found.push(...wrongPaths(help, l).map((w) => `help: ${w}`));
    expect(found).toEqual([]);
    // Each game is named by its own title in the language, in the list and at the top of its guide.
    for (const p of gamePlugins().filter((g) => g.discord && t(`gameTitle.${g.id}`) !== `gameTitle.${g.id}`)) {
      const title = t(`gameTitle.${p.id}`);
      expect(help, `${l}: /help lists ${p.id}`).toContain(title);
      if (p.help) expect(p.help(l), `${l}: ${p.id} guide`).toContain(`**${title}**`);
      if (l !== 'en' && title !== p.title) expect(help, `${l}: /help names ${p.id} in English`).not.toContain(`${p.title} (`);
    }
  });
});
