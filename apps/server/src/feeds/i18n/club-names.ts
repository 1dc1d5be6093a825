import { AFRICAN_CLUBS } from './club-names-africa';
import { AMERICAS_CLUBS } from './club-names-americas';
import { ASIA_PACIFIC_CLUBS } from './club-names-asia-pacific';
import { MORE_EUROPEAN_CLUBS } from './club-names-europe';

/**
 * Chinese and Vietnamese names for every club and NBA team in the shipped fixture files
 * (our own table, not derived from any data source).
 *
 * Keys are the team names exactly as the data files spell them; Champions League names lose
 * their country suffix first ("Liverpool FC (ENG)" → "Liverpool FC", see `stripCountrySuffix`),
 * so one entry serves a club in both its league and the Champions League.
 *
 * - `zh`: the full Simplified Chinese name Chinese fans know the club by.
 * - `short_zh`: the short form used in score lists (曼联, 皇马, 湖人 …).
 * - `vi`: the name Vietnamese fans use — the common English short name for European clubs
 *   and NBA teams, the pinyin/English club name for Chinese Super League clubs.
 */
export interface ClubName {
  zh: string;
  short_zh: string;
  vi: string;
}

const name = (zh: string, short_zh: string, vi: string): ClubName => ({ zh, short_zh, vi });

/** Premier League 2024-25 and 2025-26. */
const ENGLAND: Record<string, ClubName> = {
  'AFC Bournemouth': name('伯恩茅斯', '伯恩茅斯', 'Bournemouth'),
  'Arsenal FC': name('阿森纳', '阿森纳', 'Arsenal'),
  'Aston Villa FC': name('阿斯顿维拉', '维拉', 'Aston Villa'),
  'Brentford FC': name('布伦特福德', '布伦特福德', 'Brentford'),
  'Brighton & Hove Albion FC': name('布莱顿', '布莱顿', 'Brighton'),
  'Burnley FC': name('伯恩利', '伯恩利', 'Burnley'),
  'Chelsea FC': name('切尔西', '切尔西', 'Chelsea'),
  'Crystal Palace FC': name('水晶宫', '水晶宫', 'Crystal Palace'),
  'Everton FC': name('埃弗顿', '埃弗顿', 'Everton'),
  'Fulham FC': name('富勒姆', '富勒姆', 'Fulham'),
  'Ipswich Town FC': name('伊普斯维奇', '伊普斯维奇', 'Ipswich'),
  'Leeds United FC': name('利兹联', '利兹联', 'Leeds'),
  'Leicester City FC': name('莱斯特城', '莱斯特城', 'Leicester'),
  'Liverpool FC': name('利物浦', '利物浦', 'Liverpool'),
  'Manchester City FC': name('曼彻斯特城', '曼城', 'Man City'),
  'Manchester United FC': name('曼彻斯特联', '曼联', 'Man Utd'),
  'Newcastle United FC': name('纽卡斯尔联', '纽卡', 'Newcastle'),
  'Nottingham Forest FC': name('诺丁汉森林', '诺丁汉森林', 'Nottingham Forest'),
  'Southampton FC': name('南安普顿', '南安普顿', 'Southampton'),
  'Sunderland AFC': name('桑德兰', '桑德兰', 'Sunderland'),
  'Tottenham Hotspur FC': name('托特纳姆热刺', '热刺', 'Tottenham'),
  'West Ham United FC': name('西汉姆联', '西汉姆', 'West Ham'),
  'Wolverhampton Wanderers FC': name('狼队', '狼队', 'Wolves'),
};

/** Bundesliga 2024-25. */
const GERMANY: Record<string, ClubName> = {
  '1. FC Heidenheim 1846': name('海登海姆', '海登海姆', 'Heidenheim'),
  '1. FC Union Berlin': name('柏林联合', '柏林联合', 'Union Berlin'),
  '1. FSV Mainz 05': name('美因茨', '美因茨', 'Mainz'),
  'Bayer 04 Leverkusen': name('勒沃库森', '勒沃库森', 'Leverkusen'),
  'Borussia Dortmund': name('多特蒙德', '多特', 'Dortmund'),
  'Borussia Mönchengladbach': name('门兴格拉德巴赫', '门兴', 'Gladbach'),
  'Eintracht Frankfurt': name('法兰克福', '法兰克福', 'Frankfurt'),
  'FC Augsburg': name('奥格斯堡', '奥格斯堡', 'Augsburg'),
  'FC Bayern München': name('拜仁慕尼黑', '拜仁', 'Bayern Munich'),
  'FC St. Pauli 1910': name('圣保利', '圣保利', 'St. Pauli'),
  'Holstein Kiel': name('荷尔斯泰因基尔', '基尔', 'Holstein Kiel'),
  'RB Leipzig': name('RB莱比锡', '莱比锡', 'RB Leipzig'),
  'SC Freiburg': name('弗赖堡', '弗赖堡', 'Freiburg'),
  'SV Werder Bremen': name('云达不来梅', '不来梅', 'Werder Bremen'),
  'TSG 1899 Hoffenheim': name('霍芬海姆', '霍芬海姆', 'Hoffenheim'),
  'VfB Stuttgart': name('斯图加特', '斯图加特', 'Stuttgart'),
  'VfL Bochum 1848': name('波鸿', '波鸿', 'Bochum'),
  'VfL Wolfsburg': name('沃尔夫斯堡', '沃尔夫斯堡', 'Wolfsburg'),
};

/** LaLiga 2024-25. */
const SPAIN: Record<string, ClubName> = {
  'Athletic Club': name('毕尔巴鄂竞技', '毕尔巴鄂', 'Athletic Bilbao'),
  'CA Osasuna': name('奥萨苏纳', '奥萨苏纳', 'Osasuna'),
  'CD Leganés': name('莱加内斯', '莱加内斯', 'Leganes'),
  'Club Atlético de Madrid': name('马德里竞技', '马竞', 'Atletico Madrid'),
  'Deportivo Alavés': name('阿拉维斯', '阿拉维斯', 'Alaves'),
  'FC Barcelona': name('巴塞罗那', '巴萨', 'Barcelona'),
  'Getafe CF': name('赫塔费', '赫塔费', 'Getafe'),
  'Girona FC': name('赫罗纳', '赫罗纳', 'Girona'),
  'RC Celta de Vigo': name('维戈塞尔塔', '塞尔塔', 'Celta Vigo'),
  'RCD Espanyol de Barcelona': name('西班牙人', '西班牙人', 'Espanyol'),
  'RCD Mallorca': name('马洛卡', '马洛卡', 'Mallorca'),
  'Rayo Vallecano de Madrid': name('巴列卡诺', '巴列卡诺', 'Rayo Vallecano'),
  'Real Betis Balompié': name('皇家贝蒂斯', '贝蒂斯', 'Real Betis'),
  'Real Madrid CF': name('皇家马德里', '皇马', 'Real Madrid'),
  'Real Sociedad de Fútbol': name('皇家社会', '皇社', 'Real Sociedad'),
  'Real Valladolid CF': name('巴拉多利德', '巴拉多利德', 'Valladolid'),
  'Sevilla FC': name('塞维利亚', '塞维利亚', 'Sevilla'),
  'UD Las Palmas': name('拉斯帕尔马斯', '拉斯帕尔马斯', 'Las Palmas'),
  'Valencia CF': name('瓦伦西亚', '瓦伦西亚', 'Valencia'),
  'Villarreal CF': name('比利亚雷亚尔', '比利亚雷亚尔', 'Villarreal'),
};

/** Serie A 2024-25. */
const ITALY: Record<string, ClubName> = {
  'AC Milan': name('AC米兰', 'AC米兰', 'AC Milan'),
  'AC Monza': name('蒙扎', '蒙扎', 'Monza'),
  'ACF Fiorentina': name('佛罗伦萨', '佛罗伦萨', 'Fiorentina'),
  'AS Roma': name('罗马', '罗马', 'AS Roma'),
  'Atalanta BC': name('亚特兰大', '亚特兰大', 'Atalanta'),
  'Bologna FC 1909': name('博洛尼亚', '博洛尼亚', 'Bologna'),
  'Cagliari Calcio': name('卡利亚里', '卡利亚里', 'Cagliari'),
  'Como 1907': name('科莫', '科莫', 'Como'),
  'Empoli FC': name('恩波利', '恩波利', 'Empoli'),
  'FC Internazionale Milano': name('国际米兰', '国米', 'Inter Milan'),
  'Genoa CFC': name('热那亚', '热那亚', 'Genoa'),
  'Hellas Verona FC': name('维罗纳', '维罗纳', 'Verona'),
  'Juventus FC': name('尤文图斯', '尤文', 'Juventus'),
  'Parma Calcio 1913': name('帕尔马', '帕尔马', 'Parma'),
  'SS Lazio': name('拉齐奥', '拉齐奥', 'Lazio'),
  'SSC Napoli': name('那不勒斯', '那不勒斯', 'Napoli'),
  'Torino FC': name('都灵', '都灵', 'Torino'),
  'US Lecce': name('莱切', '莱切', 'Lecce'),
  'Udinese Calcio': name('乌迪内斯', '乌迪内斯', 'Udinese'),
  'Venezia FC': name('威尼斯', '威尼斯', 'Venezia'),
};

/** Ligue 1 2024-25. */
const FRANCE: Record<string, ClubName> = {
  'AJ Auxerre': name('欧塞尔', '欧塞尔', 'Auxerre'),
  'AS Monaco FC': name('摩纳哥', '摩纳哥', 'Monaco'),
  'AS Saint-Étienne': name('圣埃蒂安', '圣埃蒂安', 'Saint-Etienne'),
  'Angers SCO': name('昂热', '昂热', 'Angers'),
  'FC Nantes': name('南特', '南特', 'Nantes'),
  'Le Havre AC': name('勒阿弗尔', '勒阿弗尔', 'Le Havre'),
  'Lille OSC': name('里尔', '里尔', 'Lille'),
  'Montpellier HSC': name('蒙彼利埃', '蒙彼利埃', 'Montpellier'),
  'OGC Nice': name('尼斯', '尼斯', 'Nice'),
  'Olympique Lyonnais': name('里昂', '里昂', 'Lyon'),
  'Olympique de Marseille': name('马赛', '马赛', 'Marseille'),
  'Paris Saint-Germain FC': name('巴黎圣日耳曼', '巴黎', 'PSG'),
  'RC Strasbourg Alsace': name('斯特拉斯堡', '斯特拉斯堡', 'Strasbourg'),
  'Racing Club de Lens': name('朗斯', '朗斯', 'Lens'),
  'Stade Brestois 29': name('布雷斯特', '布雷斯特', 'Brest'),
  'Stade Rennais FC 1901': name('雷恩', '雷恩', 'Rennes'),
  'Stade de Reims': name('兰斯', '兰斯', 'Reims'),
  'Toulouse FC': name('图卢兹', '图卢兹', 'Toulouse'),
};

/** Champions League 2024-25 clubs that play in none of the shipped leagues. */
const CHAMPIONS_LEAGUE_OTHERS: Record<string, ClubName> = {
  'AC Sparta Praha': name('布拉格斯巴达', '布拉格斯巴达', 'Sparta Prague'),
  'BSC Young Boys': name('伯尔尼年轻人', '年轻人', 'Young Boys'),
  'Celtic FC': name('凯尔特人', '凯尔特人', 'Celtic'),
  'Club Brugge KV': name('布鲁日', '布鲁日', 'Club Brugge'),
  'FC Red Bull Salzburg': name('萨尔茨堡红牛', '萨尔茨堡', 'Salzburg'),
  'FK Crvena Zvezda': name('贝尔格莱德红星', '红星', 'Crvena Zvezda'),
  'FK Shakhtar Donetsk': name('顿涅茨克矿工', '矿工', 'Shakhtar Donetsk'),
  'Feyenoord Rotterdam': name('费耶诺德', '费耶诺德', 'Feyenoord'),
  'GNK Dinamo Zagreb': name('萨格勒布迪纳摩', '萨格勒布迪纳摩', 'Dinamo Zagreb'),
  PSV: name('PSV埃因霍温', '埃因霍温', 'PSV'),
  'SK Sturm Graz': name('格拉茨风暴', '格拉茨风暴', 'Sturm Graz'),
  'Sport Lisboa e Benfica': name('本菲卡', '本菲卡', 'Benfica'),
  'Sporting Clube de Portugal': name('葡萄牙体育', '葡萄牙体育', 'Sporting Lisbon'),
  'ŠK Slovan Bratislava': name('布拉迪斯拉发斯洛万', '斯洛万', 'Slovan Bratislava'),
};

/** Chinese Super League 2025. */
const CHINA: Record<string, ClubName> = {
  'Beijing Guoan': name('北京国安', '北京国安', 'Beijing Guoan'),
  'Changchun Yatai': name('长春亚泰', '长春亚泰', 'Changchun Yatai'),
  'Chengdu Rongcheng': name('成都蓉城', '成都蓉城', 'Chengdu Rongcheng'),
  'Dalian Yingbo': name('大连英博', '大连英博', 'Dalian Yingbo'),
  'Henan FC': name('河南队', '河南', 'Henan FC'),
  'Meizhou Hakka': name('梅州客家', '梅州客家', 'Meizhou Hakka'),
  'Qingdao Hainiu': name('青岛海牛', '青岛海牛', 'Qingdao Hainiu'),
  'Qingdao West Coast': name('青岛西海岸', '青岛西海岸', 'Qingdao West Coast'),
  'Shandong Taishan': name('山东泰山', '山东泰山', 'Shandong Taishan'),
  'Shanghai Port FC': name('上海海港', '上海海港', 'Shanghai Port'),
  'Shanghai Shenhua': name('上海申花', '上海申花', 'Shanghai Shenhua'),
  'Shenzhen Peng City': name('深圳新鹏城', '深圳新鹏城', 'Shenzhen Peng City'),
  'Tianjin Jinmen Tiger': name('天津津门虎', '津门虎', 'Tianjin Jinmen Tiger'),
  'Wuhan Three Towns': name('武汉三镇', '武汉三镇', 'Wuhan Three Towns'),
  'Yunnan Yukun': name('云南玉昆', '云南玉昆', 'Yunnan Yukun'),
  'Zhejiang Professional': name('浙江队', '浙江', 'Zhejiang FC'),
};

/** NBA 2023-24 playoff teams, keyed by the games file's team name. */
const NBA: Record<string, ClubName> = {
  'Boston Celtics': name('波士顿凯尔特人', '凯尔特人', 'Boston Celtics'),
  'Cleveland Cavaliers': name('克利夫兰骑士', '骑士', 'Cleveland Cavaliers'),
  'Dallas Mavericks': name('达拉斯独行侠', '独行侠', 'Dallas Mavericks'),
  'Denver Nuggets': name('丹佛掘金', '掘金', 'Denver Nuggets'),
  'Indiana Pacers': name('印第安纳步行者', '步行者', 'Indiana Pacers'),
  'LA Clippers': name('洛杉矶快船', '快船', 'LA Clippers'),
  'Los Angeles Lakers': name('洛杉矶湖人', '湖人', 'Los Angeles Lakers'),
  'Miami Heat': name('迈阿密热火', '热火', 'Miami Heat'),
  'Milwaukee Bucks': name('密尔沃基雄鹿', '雄鹿', 'Milwaukee Bucks'),
  'Minnesota Timberwolves': name('明尼苏达森林狼', '森林狼', 'Minnesota Timberwolves'),
  'New Orleans Pelicans': name('新奥尔良鹈鹕', '鹈鹕', 'New Orleans Pelicans'),
  'New York Knicks': name('纽约尼克斯', '尼克斯', 'New York Knicks'),
  'Oklahoma City Thunder': name('俄克拉荷马城雷霆', '雷霆', 'Oklahoma City Thunder'),
  'Orlando Magic': name('奥兰多魔术', '魔术', 'Orlando Magic'),
  'Philadelphia 76ers': name('费城76人', '76人', 'Philadelphia 76ers'),
  'Phoenix Suns': name('菲尼克斯太阳', '太阳', 'Phoenix Suns'),
};

export const CLUB_NAMES: Readonly<Record<string, ClubName>> = {
  ...MORE_EUROPEAN_CLUBS,
  ...AFRICAN_CLUBS,
  ...ASIA_PACIFIC_CLUBS,
  ...AMERICAS_CLUBS,
  ...ENGLAND,
  ...GERMANY,
  ...SPAIN,
  ...ITALY,
  ...FRANCE,
  ...CHAMPIONS_LEAGUE_OTHERS,
  ...CHINA,
  ...NBA,
};

/** The translations for a club or NBA team name (country suffix already stripped). */
export function clubName(teamName: string): ClubName | undefined {
  return Object.hasOwn(CLUB_NAMES, teamName) ? CLUB_NAMES[teamName] : undefined;
}
