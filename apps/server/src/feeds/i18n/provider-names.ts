import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPath } from '../../platform/server-root';
import { teamNamesSchema } from '../fixtures/source-schemas';
import { clubShortName, slugify } from '../fixtures/team-names';
import { CLUB_NAMES, type ClubName } from './club-names';

/**
 * Chinese and Vietnamese names for what a real score provider (API-Football) sends in English:
 * its teams, found by name in our club table and the national-team names, and its leagues, by
 * the provider's league id. What is not found keeps its English name in every language.
 */

/**
 * The provider's spellings that reduce to none of a club's own slugs (its name, its short name,
 * its Vietnamese name): "Inter" is our "FC Internazionale Milano". Keys are slugs.
 */
const PROVIDER_ALIASES: Readonly<Record<string, string>> = {
  inter: 'FC Internazionale Milano',
  'bayer-leverkusen': 'Bayer 04 Leverkusen',
  '1-fc-heidenheim': '1. FC Heidenheim 1846',
  'fsv-mainz-05': '1. FSV Mainz 05',
  'vfl-bochum': 'VfL Bochum 1848',
  'fc-st-pauli': 'FC St. Pauli 1910',
  'sporting-cp': 'Sporting Clube de Portugal',
  'shanghai-sipg': 'Shanghai Port FC',
};

export interface LocalName {
  zh: string;
  short_zh: string;
  vi: string;
}

/** Every slug a club is known by: its full name, its short name and its Vietnamese name. */
function clubIndex(): Map<string, ClubName> {
  const index = new Map<string, ClubName>();
  const ambiguous = new Set<string>();
  for (const [key, names] of Object.entries(CLUB_NAMES)) {
    for (const slug of new Set([slugify(key), slugify(clubShortName(key)), slugify(names.vi)])) {
      const known = index.get(slug);
      if (known && known !== names) ambiguous.add(slug);
      else index.set(slug, names);
    }
  }
  // A slug two clubs share names neither.
  for (const slug of ambiguous) index.delete(slug);
  for (const [slug, key] of Object.entries(PROVIDER_ALIASES)) {
    const names = CLUB_NAMES[key];
    if (names) index.set(slug, names);
  }
  return index;
}

function nationIndex(dataDir: string): Map<string, LocalName> {
  const file = path.join(dataDir, 'i18n/worldcup-team-names.zh-vi.json');
  const parsed = teamNamesSchema.parse(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  const index = new Map<string, LocalName>();
  for (const team of parsed.teams) {
    const zh = team['zh-Hans'];
    if (zh && team.vi) index.set(slugify(team.name), { zh, short_zh: zh, vi: team.vi });
  }
  return index;
}

let indexes: { clubs: Map<string, ClubName>; nations: Map<string, LocalName> } | undefined;

/**
 * A provider team's zh/vi names, or undefined when we have none. National teams are looked up
 * first: "Argentina" is the country, never a club.
 */
export function providerTeamName(englishName: string): LocalName | undefined {
  // Built on first use: the simulator, the embedded default, never needs them.
  indexes ??= { clubs: clubIndex(), nations: nationIndex(serverPath('src', 'feeds', 'data')) };
  const slug = slugify(englishName);
  return (
    indexes.nations.get(slug) ??
    indexes.clubs.get(slug) ??
    indexes.clubs.get(slugify(clubShortName(englishName)))
  );
}

const league = (zh: string, vi: string) => ({ zh, vi });

/** API-Football's league ids for the competitions Chinese and Vietnamese fans follow most. */
const PROVIDER_LEAGUES: Readonly<Record<number, { zh: string; vi: string }>> = {
  1: league('世界杯', 'World Cup'),
  2: league('欧冠', 'Cúp C1 châu Âu'),
  3: league('欧联杯', 'Cúp C2 châu Âu'),
  4: league('欧洲杯', 'Euro'),
  5: league('欧国联', 'UEFA Nations League'),
  6: league('非洲杯', 'Cúp châu Phi'),
  7: league('亚洲杯', 'Asian Cup'),
  9: league('美洲杯', 'Copa América'),
  10: league('国际友谊赛', 'Giao hữu quốc tế'),
  17: league('亚冠', 'AFC Champions League'),
  39: league('英超', 'Ngoại hạng Anh'),
  40: league('英冠', 'Hạng Nhất Anh'),
  45: league('足总杯', 'Cúp FA'),
  48: league('英联杯', 'Cúp Liên đoàn Anh'),
  61: league('法甲', 'Ligue 1'),
  66: league('法国杯', 'Cúp quốc gia Pháp'),
  78: league('德甲', 'Bundesliga'),
  81: league('德国杯', 'Cúp quốc gia Đức'),
  88: league('荷甲', 'Eredivisie'),
  94: league('葡超', 'VĐQG Bồ Đào Nha'),
  135: league('意甲', 'Serie A'),
  137: league('意大利杯', 'Coppa Italia'),
  140: league('西甲', 'La Liga'),
  143: league('国王杯', 'Cúp Nhà vua Tây Ban Nha'),
  169: league('中超', 'VĐQG Trung Quốc'),
  253: league('美职联', 'MLS'),
  307: league('沙特联', 'Saudi Pro League'),
  340: league('越南联赛', 'V.League 1'),
  848: league('欧协联', 'Cúp C3 châu Âu'),
};

/** A provider league's zh/vi names, or undefined when we have none. */
export function providerLeagueName(leagueId: number): { zh: string; vi: string } | undefined {
  return Object.hasOwn(PROVIDER_LEAGUES, leagueId) ? PROVIDER_LEAGUES[leagueId] : undefined;
}
