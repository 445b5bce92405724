import { describe, expect, it } from 'vitest';
import { slashCommands } from '../../commands';
import { leagueAdminCommand, leagueCommand as buildLeagueCommand } from '../../commands/league';
import '../../src/games'; // registers the real games

/** Characters Discord counts against a command's 8,000 limit (names, descriptions, choices), in one locale. */
function size(o: any, locale: string | null): number {
  const pick = (base: string, loc?: Record<string, string>) => (locale ? loc?.[locale] ?? base : base);
  let n = pick(o.name, o.name_localizations).length + pick(o.description ?? '', o.description_localizations).length;
  for (const c of o.choices ?? []) n += pick(c.name, c.name_localizations).length + String(c.value).length;
  for (const x of o.options ?? []) n += size(x, locale);
  return n;
}

describe('/league definition', () => {
  it('is registered once and stays within Discord\'s limits in every locale', () => {
    expect(slashCommands().filter((c) => c.data.name === 'league')).toHaveLength(1);
    for (const leagueCommand of [buildLeagueCommand(), leagueAdminCommand()]) {
    const subs = leagueCommand.data.options!;
    expect(subs.length).toBeLessThanOrEqual(25);
    for (const s of subs as any[]) {
      expect((s.options ?? []).length).toBeLessThanOrEqual(25);
      // Required options must come before optional ones.
      const req = (s.options ?? []).map((o: any) => !!o.required);
      expect(req).toEqual([...req].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    }
    for (const locale of [null, 'cs', 'ro', 'ko']) expect(size(leagueCommand.data, locale)).toBeLessThan(8000);
    }
  });

  it('splits the organisers\' subcommands into /league-admin, which Discord shows only to Manage Server', () => {
    const player = buildLeagueCommand().data;
    const admin = leagueAdminCommand().data;
    expect(player.default_member_permissions).toBeUndefined();
    expect(admin.default_member_permissions).toBe(String(1n << 5n));
    const names = (c: typeof player) => (c.options ?? []).map((o) => o.name);
    expect(names(player)).toContain('join');
    expect(names(player)).not.toContain('create');
    expect(names(admin)).toEqual(expect.arrayContaining(['create', 'pair', 'record', 'void', 'settings', 'organiser-role']));
  });
});
