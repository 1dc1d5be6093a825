import type { ClubName } from './club-names';

/** Chinese and Vietnamese names of the clubs of North African leagues (issue 25); see `club-names.ts`. */
const name = (zh: string, short_zh: string, vi: string): ClubName => ({ zh, short_zh, vi });

/** Egyptian Premier League 2024-25 (clubs not named in an earlier table). */
const EGYPT: Record<string, ClubName> = {
  'Al Ahly SC': name('开罗国民', '开罗国民', 'Al Ahly'),
  'Al Masry Club': name('马斯里', '马斯里', 'Al Masry'),
  'Ceramica Cleopatra': name('克利奥帕特拉陶瓷', '克利奥帕特拉', 'Ceramica Cleopatra'),
  ENPPI: name('恩皮', '恩皮', 'ENPPI'),
  'El Gouna': name('古纳', '古纳', 'El Gouna'),
  'Future FC': name('未来', '未来', 'Future FC'),
  'Ghazl Al Mehalla': name('迈哈莱纺织', '迈哈莱纺织', 'Ghazl El Mahalla'),
  'Haras El Hodood': name('边防卫队', '边防卫队', 'Haras El Hodoud'),
  Ismaily: name('伊斯梅利', '伊斯梅利', 'Ismaily'),
  'Ittihad El Iskandary': name('亚历山大联合', '亚历山大联合', 'Al Ittihad Alexandria'),
  'National Bank SC': name('埃及国家银行', '国家银行', 'National Bank of Egypt'),
  'PetroJet FC': name('佩特罗杰特', '佩特罗杰特', 'Petrojet'),
  'Pharco FC': name('法尔科', '法尔科', 'Pharco'),
  'Pyramids FC': name('金字塔', '金字塔', 'Pyramids'),
  'Smouha Sporting Club': name('斯穆哈', '斯穆哈', 'Smouha'),
  "Tala'ea El Gaish SC": name('陆军先锋', '陆军先锋', "Tala'ea El Gaish"),
  'ZED FC': name('泽德', '泽德', 'ZED FC'),
  Zamalek: name('扎马雷克', '扎马雷克', 'Zamalek'),
};

/** Botola Pro 2024-25 (clubs not named in an earlier table). */
const MOROCCO: Record<string, ClubName> = {
  'COD Meknés': name('梅克内斯', '梅克内斯', 'CODM Meknes'),
  'CR Khemis Zemamra': name('海米斯泽马姆拉复兴', '泽马姆拉', 'Khemis Zemamra'),
  'Chabab Mohammédia': name('穆罕默迪耶青年', '穆罕默迪耶', 'Chabab Mohammedia'),
  "Difaâ d'el Jadida": name('杰迪代防卫', '杰迪代', 'Difaa El Jadida'),
  'FAR de Rabat': name('拉巴特皇家武装部队', '皇家武装', 'AS FAR'),
  'FUS de Rabat': name('拉巴特法特赫联盟', '法特赫', 'FUS Rabat'),
  'Hassania US Agadir': name('阿加迪尔哈萨尼亚', '哈萨尼亚', 'Hassania Agadir'),
  'Ittihad Tanger': name('丹吉尔联合', '丹吉尔', 'Ittihad Tanger'),
  'JS Soualem': name('苏阿莱姆青年', '苏阿莱姆', 'JS Soualem'),
  'Maghrib de Fès': name('非斯马格里布', '非斯', 'MAS Fes'),
  'Moghreb de Tétouan': name('得土安马格里布', '得土安', 'Moghreb Tetouan'),
  'Olympique de Safi': name('萨菲奥林匹克', '萨菲', 'Olympic Safi'),
  'RS Berkane': name('贝尔卡内复兴', '贝尔卡内', 'RS Berkane'),
  'Raja Casablanca': name('卡萨布兰卡拉贾', '拉贾', 'Raja Casablanca'),
  'Union de Touarga': name('图瓦尔加联盟', '图瓦尔加', 'Union Touarga'),
  'Wydad AC': name('卡萨布兰卡维达德', '维达德', 'Wydad Casablanca'),
};

/** Algerian Ligue 1 2024-25 (clubs not named in an earlier table). */
const ALGERIA: Record<string, ClubName> = {
  'ASO Chlef': name('谢利夫', '谢利夫', 'ASO Chlef'),
  'CR Bélouizdad': name('贝卢伊兹达德', '贝卢伊兹达德', 'CR Belouizdad'),
  'CS Constantine': name('君士坦丁', '君士坦丁', 'CS Constantine'),
  'ES Mostaganem': name('穆斯塔加奈姆', '穆斯塔加奈姆', 'ES Mostaganem'),
  'ES Sétif': name('塞蒂夫', '塞蒂夫', 'ES Setif'),
  'JS Kabylie': name('卡比利亚青年', '卡比利亚', 'JS Kabylie'),
  'JS Saoura': name('萨乌拉青年', '萨乌拉', 'JS Saoura'),
  'MC Alger': name('阿尔及尔穆卢迪亚', '阿尔及尔MC', 'MC Alger'),
  'MC El Bayadh': name('贝伊德穆卢迪亚', '贝伊德', 'MC El Bayadh'),
  'MC Oran': name('奥兰穆卢迪亚', '奥兰', 'MC Oran'),
  'NC Magra': name('马格拉', '马格拉', 'NC Magra'),
  'Olympique Akbou': name('阿克布奥林匹克', '阿克布', 'Olympique Akbou'),
  'Paradou AC': name('帕拉杜', '帕拉杜', 'Paradou AC'),
  'US Biskra': name('比斯克拉联盟', '比斯克拉', 'US Biskra'),
  'USM Alger': name('阿尔及尔联盟', '阿尔及尔USM', 'USM Alger'),
  'USM Khenchela': name('汉谢拉联盟', '汉谢拉', 'USM Khenchela'),
};

export const AFRICAN_CLUBS: Readonly<Record<string, ClubName>> = {
  ...EGYPT,
  ...MOROCCO,
  ...ALGERIA,
};
