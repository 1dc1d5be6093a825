import type { ClubName } from './club-names';

/** Chinese and Vietnamese names of the clubs of Asia-Pacific leagues (issue 25); see `club-names.ts`. */
const name = (zh: string, short_zh: string, vi: string): ClubName => ({ zh, short_zh, vi });

/** J1 League 2025 (clubs not named in an earlier table). */
const JAPAN: Record<string, ClubName> = {
  'Albirex Niigata': name('新泻天鹅', '新泻', 'Albirex Niigata'),
  'Avispa Fukuoka': name('福冈黄蜂', '福冈', 'Avispa Fukuoka'),
  'Cerezo Osaka': name('大阪樱花', '大阪樱花', 'Cerezo Osaka'),
  'FC Machida Zelvia': name('町田泽维亚', '町田', 'Machida Zelvia'),
  'FC Tokyo': name('东京FC', '东京FC', 'FC Tokyo'),
  'Fagiano Okayama': name('冈山绿雉', '冈山', 'Fagiano Okayama'),
  'Gamba Osaka': name('大阪钢巴', '钢巴', 'Gamba Osaka'),
  'Kashima Antlers': name('鹿岛鹿角', '鹿岛', 'Kashima Antlers'),
  'Kashiwa Reysol': name('柏太阳神', '柏太阳神', 'Kashiwa Reysol'),
  'Kawasaki Frontale': name('川崎前锋', '川崎', 'Kawasaki Frontale'),
  'Kyoto Sanga FC': name('京都不死鸟', '京都', 'Kyoto Sanga'),
  'Nagoya Grampus': name('名古屋鲸八', '名古屋', 'Nagoya Grampus'),
  'Sanfrecce Hiroshima': name('广岛三箭', '广岛', 'Sanfrecce Hiroshima'),
  'Shimizu S-Pulse': name('清水心跳', '清水', 'Shimizu S-Pulse'),
  'Shonan Bellmare': name('湘南比马', '湘南', 'Shonan Bellmare'),
  'Tokyo Verdy': name('东京绿茵', '东京绿茵', 'Tokyo Verdy'),
  'Urawa Red Diamonds': name('浦和红钻', '浦和', 'Urawa Red Diamonds'),
  'Vissel Kobe': name('神户胜利船', '神户', 'Vissel Kobe'),
  'Yokohama F. Marinos': name('横滨水手', '横滨水手', 'Yokohama F. Marinos'),
  'Yokohama FC': name('横滨FC', '横滨FC', 'Yokohama FC'),
};

/** A-League 2024-25 (clubs not named in an earlier table). */
const AUSTRALIA: Record<string, ClubName> = {
  'Adelaide United': name('阿德莱德联', '阿德莱德', 'Adelaide United'),
  'Auckland FC': name('奥克兰FC', '奥克兰FC', 'Auckland FC'),
  'Brisbane Roar': name('布里斯班狮吼', '布里斯班', 'Brisbane Roar'),
  'Central Coast Mariners': name('中央海岸水手', '中央海岸', 'Central Coast Mariners'),
  'Macarthur FC': name('麦克阿瑟FC', '麦克阿瑟', 'Macarthur FC'),
  'Melbourne City FC': name('墨尔本城', '墨尔本城', 'Melbourne City'),
  'Melbourne Victory': name('墨尔本胜利', '墨尔本胜利', 'Melbourne Victory'),
  'Newcastle United Jets': name('纽卡斯尔喷气机', '纽卡喷气机', 'Newcastle Jets'),
  'Perth Glory': name('珀斯光荣', '珀斯光荣', 'Perth Glory'),
  'Sydney FC': name('悉尼FC', '悉尼FC', 'Sydney FC'),
  'Wellington Phoenix': name('惠灵顿凤凰', '惠灵顿', 'Wellington Phoenix'),
  'Western Sydney Wanderers': name('西悉尼流浪者', '西悉尼', 'Western Sydney Wanderers'),
  'Western United': name('西部联', '西部联', 'Western United'),
};

export const ASIA_PACIFIC_CLUBS: Readonly<Record<string, ClubName>> = {
  ...JAPAN,
  ...AUSTRALIA,
};
