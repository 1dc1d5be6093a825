import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverPath } from '../../platform/server-root';
import { mapApiFootballFixture } from '../providers/api-football/api-football.mapper';
import { providerLeagueName, providerTeamName } from './provider-names';

/**
 * The 2024-25 clubs of the five big leagues as API-Football spells them (no FC, "Inter",
 * "Paris Saint Germain", "LE Havre"), with the names our fans should see.
 */
const PROVIDER_CLUBS = {
  england: [
    'Manchester United',
    'Manchester City',
    'Liverpool',
    'Arsenal',
    'Chelsea',
    'Tottenham',
    'Newcastle',
    'Aston Villa',
    'West Ham',
    'Brighton',
    'Wolves',
    'Everton',
    'Crystal Palace',
    'Fulham',
    'Brentford',
    'Nottingham Forest',
    'Bournemouth',
    'Leicester',
    'Ipswich',
    'Southampton',
  ],
  spain: [
    'Real Madrid',
    'Barcelona',
    'Atletico Madrid',
    'Athletic Club',
    'Real Sociedad',
    'Villarreal',
    'Real Betis',
    'Sevilla',
    'Valencia',
    'Girona',
    'Osasuna',
    'Celta Vigo',
    'Mallorca',
    'Rayo Vallecano',
    'Getafe',
    'Alaves',
    'Las Palmas',
    'Espanyol',
    'Leganes',
    'Valladolid',
  ],
  italy: [
    'Inter',
    'AC Milan',
    'Juventus',
    'Napoli',
    'AS Roma',
    'Lazio',
    'Atalanta',
    'Fiorentina',
    'Bologna',
    'Torino',
    'Genoa',
    'Udinese',
    'Lecce',
    'Empoli',
    'Cagliari',
    'Verona',
    'Monza',
    'Como',
    'Parma',
    'Venezia',
  ],
  germany: [
    'Bayern München',
    'Borussia Dortmund',
    'Bayer Leverkusen',
    'RB Leipzig',
    'VfB Stuttgart',
    'Eintracht Frankfurt',
    'SC Freiburg',
    'VfL Wolfsburg',
    'Borussia Mönchengladbach',
    '1899 Hoffenheim',
    'Werder Bremen',
    'FC Augsburg',
    '1. FC Heidenheim',
    'Union Berlin',
    'FSV Mainz 05',
    'VfL Bochum',
    'FC St. Pauli',
    'Holstein Kiel',
  ],
  france: [
    'Paris Saint Germain',
    'Marseille',
    'Monaco',
    'Lille',
    'Lyon',
    'Nice',
    'Lens',
    'Rennes',
    'Stade Brestois 29',
    'Reims',
    'Strasbourg',
    'Toulouse',
    'Nantes',
    'Montpellier',
    'Auxerre',
    'Angers',
    'LE Havre',
    'Saint Etienne',
  ],
};

const hasHan = (text: string | null | undefined) => /\p{Script=Han}/u.test(text ?? '');

describe('provider names', () => {
  it('names every club of the five big leagues as the provider spells them', () => {
    const clubs = Object.values(PROVIDER_CLUBS).flat();
    expect(clubs).toHaveLength(96);
    const unnamed = clubs.filter((club) => {
      const name = providerTeamName(club);
      return !name || !hasHan(name.zh) || !hasHan(name.short_zh) || !name.vi.trim();
    });
    expect(unnamed).toEqual([]);
  });

  it('finds the club fans know, not a namesake', () => {
    expect(providerTeamName('Inter')).toMatchObject({ short_zh: '国米', vi: 'Inter Milan' });
    expect(providerTeamName('AC Milan')?.short_zh).toBe('AC米兰');
    expect(providerTeamName('Manchester United')).toMatchObject({
      short_zh: '曼联',
      vi: 'Man Utd',
    });
    expect(providerTeamName('Manchester City')?.short_zh).toBe('曼城');
    expect(providerTeamName('Real Madrid')?.short_zh).toBe('皇马');
    expect(providerTeamName('Atletico Madrid')?.zh).toBe('马德里竞技');
    expect(providerTeamName('Paris Saint Germain')?.vi).toBe('PSG');
  });

  it('names national teams as countries, in both languages', () => {
    expect(providerTeamName('Argentina')).toEqual({
      zh: '阿根廷',
      short_zh: '阿根廷',
      vi: 'Argentina',
    });
    expect(providerTeamName('South Korea')?.vi).toBe('Hàn Quốc');
    expect(providerTeamName('Germany')).toMatchObject({ zh: '德国', vi: 'Đức' });
  });

  it('knows nothing of a team it has never heard of', () => {
    expect(providerTeamName('Kaya FC-Iloilo')).toBeUndefined();
    expect(providerTeamName('')).toBeUndefined();
  });

  it('names the leagues fans follow by the provider league id', () => {
    expect(providerLeagueName(39)).toEqual({ zh: '英超', vi: 'Ngoại hạng Anh' });
    expect(providerLeagueName(2)?.zh).toBe('欧冠');
    expect(providerLeagueName(340)?.vi).toBe('V.League 1');
    expect(providerLeagueName(999_999)).toBeUndefined();
  });

  it('gives every team and competition of the recorded answers zh and vi names', () => {
    const sample = JSON.parse(
      readFileSync(
        serverPath('src', 'feeds', 'providers', 'api-football', 'samples', 'fixtures.json'),
        'utf8',
      ),
    ) as { response: unknown[] };
    const mapped = sample.response.map((item) => mapApiFootballFixture(item));
    expect(mapped.length).toBeGreaterThan(0);
    for (const { competition, home, away } of mapped) {
      expect(hasHan(competition.name_zh), competition.name).toBe(true);
      expect(competition.name_vi, competition.name).toBeTruthy();
      for (const team of [home, away]) {
        expect(hasHan(team.name_zh) && hasHan(team.short_name_zh), team.name).toBe(true);
        expect(team.name_vi, team.name).toBeTruthy();
        // The English name stays what the provider sent.
        expect(hasHan(team.name)).toBe(false);
      }
    }
  });
});
