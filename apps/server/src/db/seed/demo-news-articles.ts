/**
 * The news articles a demo install starts with, so the news pages have something to show before
 * anyone writes a line. Licence note: every text here was written for Tifo's demo, in zh, en and
 * vi, as our own text; none is copied or paraphrased from a website. The articles are evergreen
 * (explainers, history built on well-known public facts, previews of styles and what to watch):
 * no invented quotes, rumours, injuries, scores or results. Team and competition ids are the
 * demo score feed's (`feeds/fixtures/fixture-catalog.ts`); the test beside this file checks them.
 */
export type DemoNewsCategory = 'football' | 'basketball' | 'transfers' | 'world-cup' | 'analysis';

export interface DemoArticleText {
  /** At most 60 characters in en and vi, 30 in zh. */
  title: string;
  /** One or two sentences: at most 160 characters in en and vi, 80 in zh. */
  summary: string;
  /**
   * Paragraphs in order. A paragraph starting with "## " is a subheading. 4–7 paragraphs. Plain
   * text only, no HTML, no markdown other than the "## " prefix.
   */
  body: string[];
}

export interface DemoArticle {
  /** Stable unique slug, kebab-case, e.g. 'premier-league-title-race-explained'. */
  key: string;
  category: DemoNewsCategory;
  /** Competition ids of the score feed this article is about, may be empty. */
  competitions: string[];
  /** Team ids of the score feed this article is about, 0–2 entries. */
  teams: string[];
  /** Published this many hours before the seed runs. */
  hoursAgo: number;
  /** A plausible view count. */
  views: number;
  /** Which of our built-in illustrations is the cover. */
  cover: 'pitch' | 'court' | 'trophy' | 'transfer' | 'stadium' | 'tactics';
  zh: DemoArticleText;
  en: DemoArticleText;
  vi: DemoArticleText;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  // ---------------------------------------------------------------------------------------------
  // Featured first: the seed features the first three entries, so they are also the newest.
  {
    key: 'celtics-heat-playoff-rivalry',
    category: 'basketball',
    competitions: ['nba-2023-24-playoffs'],
    teams: ['nba-bos', 'nba-mia'],
    hoursAgo: 1,
    views: 112500,
    cover: 'court',
    zh: {
      title: '凯尔特人vs热火：新时代的季后赛宿敌',
      summary: '波士顿与迈阿密在东部季后赛中屡屡相遇。回顾这组宿敌的历史，以及双方截然不同的风格。',
      body: [
        '波士顿凯尔特人与迈阿密热火已成为东部季后赛最熟悉的对手之一。两队在四个赛季内三次于东部决赛相遇，分别是2020年、2022年和2023年。',
        '## 两支骄傲的球队',
        '凯尔特人与洛杉矶湖人是NBA历史上最成功的两支球队。热火于2006年首夺总冠军，并在2012年和2013年实现连冠。',
        '## 截然不同的气质',
        '热火以严苛的“热火文化”、坚韧的防守和超越排位的表现著称。2023年，他们从附加赛杀入季后赛，一路闯进总决赛。',
        '## 看点',
        '留意双方如何防守三分线，以及阵地战中如何针对换防发起进攻。彼此如此熟悉的两队交手，常常由失误和罚球这些细节决定胜负。',
      ],
    },
    en: {
      title: 'Celtics v Heat: a modern playoff rivalry',
      summary:
        'Boston and Miami have met again and again in the Eastern Conference playoffs. A look at the history and the styles behind the rivalry.',
      body: [
        'The Boston Celtics and the Miami Heat have become one of the most familiar playoff pairings in the Eastern Conference. They met in the Eastern Conference Finals three times in four seasons, in 2020, 2022 and 2023.',
        '## Two proud franchises',
        'The Celtics and the Los Angeles Lakers are the two most successful franchises in NBA history. The Heat won their first championship in 2006 and added back-to-back titles in 2012 and 2013.',
        '## Contrasting identities',
        'Miami are famous for a demanding culture, a tough defence and the ability to outperform their seeding. In 2023 they reached the NBA Finals after entering the playoffs through the play-in tournament.',
        '## What to watch',
        'Look at how each side defends the three-point line and how they attack switches in the half-court. Playoff games between teams that know each other this well are often decided by details such as turnovers and free throws.',
      ],
    },
    vi: {
      title: 'Celtics vs Heat: cặp kình địch play-off thời hiện đại',
      summary:
        'Boston và Miami liên tục chạm trán ở vòng play-off miền Đông. Nhìn lại lịch sử và phong cách đằng sau cặp kình địch này.',
      body: [
        'Boston Celtics và Miami Heat đã trở thành một trong những cặp đấu quen thuộc nhất ở vòng play-off miền Đông. Hai đội gặp nhau ở chung kết miền Đông ba lần trong bốn mùa giải, vào các năm 2020, 2022 và 2023.',
        '## Hai đội bóng giàu truyền thống',
        'Celtics cùng Los Angeles Lakers là hai đội thành công nhất lịch sử NBA. Heat giành chức vô địch đầu tiên năm 2006 và vô địch hai năm liên tiếp 2012, 2013.',
        '## Hai bản sắc trái ngược',
        'Miami nổi tiếng với văn hóa khắt khe, hàng thủ lì lợm và khả năng thi đấu vượt kỳ vọng so với thứ hạng. Năm 2023, họ vào đến chung kết NBA sau khi bước vào vòng play-off qua vòng play-in.',
        '## Điểm nhấn chuyên môn',
        'Hãy chú ý cách mỗi đội phòng ngự vòng ba điểm và cách họ khai thác các pha đổi người kèm trong tấn công bố trí. Những trận play-off giữa hai đội hiểu nhau như vậy thường được định đoạt bởi các chi tiết như mất bóng và ném phạt.',
      ],
    },
  },
  {
    key: 'el-clasico-real-madrid-barcelona-what-to-watch',
    category: 'football',
    competitions: ['es.1-2024-25'],
    teams: ['real-madrid-cf', 'fc-barcelona'],
    hoursAgo: 2,
    views: 186400,
    cover: 'stadium',
    zh: {
      title: '国家德比全解读：皇马vs巴萨',
      summary: '西班牙最重要的比赛远不止足球。一篇短文带你了解国家德比的历史、身份认同和场上看点。',
      body: [
        '皇马与巴萨之间的国家德比是全球收视率最高的俱乐部比赛之一。它汇集了西班牙最成功的两家俱乐部，两队也都从未从西甲降级。',
        '## 不只是一场比赛',
        '这场对决常被解读为首都马德里与加泰罗尼亚核心城市巴塞罗那之间的较量。正是这种政治与文化背景，让它几十年来都比一场普通联赛重要得多。',
        '## 两种足球传统',
        '巴萨与以短传为基础的控球打法，以及青训营拉玛西亚培养的球员紧密相连。皇马的标签则是巨星引援、欧战之夜，以及抓住对手失误迅速致命一击的能力。',
        '## 看点',
        '留意双方在压迫下如何从后场出球，以及如何利用边后卫身后的空间打反击。在如此胶着的比赛中，中场一次丢球就可能决定胜负。',
      ],
    },
    en: {
      title: 'El Clásico explained: Real Madrid v Barcelona',
      summary:
        "Spain's biggest match is about more than football. A short guide to the history, the identities and the on-pitch battles to follow.",
      body: [
        "El Clásico between Real Madrid and Barcelona is one of the most watched club matches in the world. It brings together Spain's two most successful clubs, and neither has ever been relegated from La Liga.",
        '## More than a game',
        'The rivalry is often read as a contest between Madrid, the capital, and Barcelona, the heart of Catalonia. That political and cultural background is one reason the fixture has felt bigger than a league match for decades.',
        '## Two footballing traditions',
        "Barcelona are closely associated with a possession game built on short passing and with players developed at La Masia, the club's academy. Real Madrid's identity is tied to star signings, European nights and a famous ability to punish mistakes quickly.",
        '## What to watch',
        'Watch how each side builds from the back under pressure and how the space behind the full-backs is used on the counter. In a match this tight, one lost ball in midfield can decide the result.',
      ],
    },
    vi: {
      title: 'Giải mã El Clásico: Real Madrid vs Barcelona',
      summary:
        'Trận đấu lớn nhất Tây Ban Nha không chỉ là bóng đá. Cẩm nang ngắn về lịch sử, bản sắc và những cuộc đấu trên sân cần theo dõi.',
      body: [
        'El Clásico giữa Real Madrid và Barcelona là một trong những trận đấu cấp câu lạc bộ được xem nhiều nhất thế giới. Đây là cuộc đối đầu giữa hai câu lạc bộ thành công nhất Tây Ban Nha, và cả hai chưa từng xuống hạng khỏi La Liga.',
        '## Hơn cả một trận đấu',
        'Kình địch này thường được xem là cuộc so tài giữa thủ đô Madrid và Barcelona, trái tim của xứ Catalonia. Bối cảnh chính trị và văn hóa ấy là một lý do khiến trận đấu từ nhiều thập kỷ qua luôn lớn hơn một trận đấu bình thường ở La Liga.',
        '## Hai truyền thống bóng đá',
        'Barcelona gắn liền với lối chơi kiểm soát bóng dựa trên chuyền ngắn và những cầu thủ trưởng thành từ lò La Masia. Bản sắc của Real Madrid gắn với những bản hợp đồng ngôi sao, các đêm cúp châu Âu và khả năng trừng phạt sai lầm rất nhanh.',
        '## Điểm nhấn chuyên môn',
        'Hãy chú ý cách mỗi đội triển khai bóng từ tuyến dưới khi bị pressing và cách khai thác khoảng trống sau lưng hậu vệ biên khi phản công. Trong một trận đấu cân bằng như vậy, chỉ một lần mất bóng ở tuyến giữa cũng có thể định đoạt kết quả.',
      ],
    },
  },
  {
    key: 'north-london-derby-arsenal-tottenham-guide',
    category: 'football',
    competitions: ['en.1-2024-25'],
    teams: ['arsenal-fc', 'tottenham-hotspur-fc'],
    hoursAgo: 3,
    views: 48210,
    cover: 'stadium',
    zh: {
      title: '北伦敦德比观赛指南：阿森纳vs热刺',
      summary: '阿森纳与热刺为何如此在意彼此？这场德比从何而来，两队相遇时又该看什么？',
      body: [
        '在英格兰足坛，很少有比赛像阿森纳对热刺这样充满地域情感。两队主场在北伦敦相距仅几英里，比赛结果往往决定了球迷之后几个月的“话语权”。',
        '## 恩怨的起点',
        '阿森纳最初成立于伦敦东南部的伍尔维奇，1913年才北迁至海布里。热刺球迷把这次搬迁视为“闯入地盘”，两队的对立由此愈演愈烈。',
        '## 两座现代球场',
        '阿森纳自2006年起以酋长球场为主场，热刺则在2019年启用了托特纳姆热刺球场。两座球场都位列英超最大球场之列，无论谁坐镇主场，气氛都十分火爆。',
        '## 看点',
        '两队彼此知根知底，运动战机会往往不多，德比常常取决于中场的对抗强度和定位球。不妨留意开场二十分钟：谁先赢下早期的身体对抗，谁就更容易掌握节奏。',
      ],
    },
    en: {
      title: "North London derby: a fan's guide to Arsenal v Tottenham",
      summary:
        'Why Arsenal and Tottenham matter so much to each other, where the rivalry began, and what to watch when the two clubs meet.',
      body: [
        'Few fixtures in English football carry as much local feeling as Arsenal against Tottenham Hotspur. The two grounds are only a few miles apart in north London, and the result decides bragging rights for months.',
        '## Where it started',
        'Arsenal were founded in Woolwich, south-east London, and moved north to Highbury in 1913. Tottenham supporters saw the move as an intrusion into their area, and the rivalry has grown ever since.',
        '## Two modern homes',
        'Arsenal have played at the Emirates Stadium since 2006, and Tottenham opened the Tottenham Hotspur Stadium in 2019. Both grounds are among the largest in the Premier League, so the atmosphere is loud whichever side hosts.',
        '## What to watch',
        'Both teams know each other well and chances from open play can be rare, so derbies are often decided by intensity in midfield and by set pieces. Watch the first twenty minutes: the team that wins the early duels usually sets the tone.',
      ],
    },
    vi: {
      title: 'Derby Bắc London: cẩm nang xem Arsenal vs Tottenham',
      summary:
        'Vì sao Arsenal và Tottenham coi nhau là kình địch, mối thù bắt đầu từ đâu và nên chú ý điều gì khi hai đội gặp nhau.',
      body: [
        'Hiếm trận đấu nào ở bóng đá Anh mang nhiều cảm xúc địa phương như Arsenal gặp Tottenham Hotspur. Hai sân vận động chỉ cách nhau vài dặm ở phía bắc London, và kết quả trận đấu quyết định ai được “nói to” suốt nhiều tháng.',
        '## Khởi nguồn',
        'Arsenal được thành lập ở Woolwich, phía đông nam London, và chuyển lên Highbury ở phía bắc vào năm 1913. Cổ động viên Tottenham coi đó là hành động xâm phạm địa bàn, và sự kình địch lớn dần từ đó.',
        '## Hai ngôi nhà hiện đại',
        'Arsenal thi đấu tại sân Emirates từ năm 2006, còn Tottenham khánh thành sân Tottenham Hotspur vào năm 2019. Cả hai đều thuộc nhóm sân lớn nhất Ngoại hạng Anh, nên bầu không khí luôn sôi động dù đội nào là chủ nhà.',
        '## Điểm nhấn chuyên môn',
        'Hai đội hiểu nhau rất rõ nên cơ hội từ bóng sống thường hiếm, và derby hay được quyết định bởi cường độ tranh chấp ở tuyến giữa cùng các tình huống cố định. Hãy chú ý 20 phút đầu: đội thắng các pha tranh chấp sớm thường nắm nhịp trận đấu.',
      ],
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Football
  {
    key: 'merseyside-derby-liverpool-everton-history',
    category: 'football',
    competitions: ['en.1-2024-25'],
    teams: ['liverpool-fc', 'everton-fc'],
    hoursAgo: 30,
    views: 21870,
    cover: 'stadium',
    zh: {
      title: '默西塞德德比：埃弗顿旧主场如何成了利物浦的家',
      summary: '利物浦与埃弗顿的恩怨始于一座球场之争。本文带你了解这场德比的简史和独特之处。',
      body: [
        '默西塞德德比的特别之处在于，两家俱乐部源自同一个地方。埃弗顿在1884年至1892年间以安菲尔德为主场，后因球场纠纷穿过斯坦利公园，搬到了古迪逊公园。',
        '利物浦足球俱乐部于1892年成立，正是为了使用空出来的安菲尔德。一百多年后，两家俱乐部的球场依然只有步行可达的距离。',
        '## “友好德比”',
        '这场比赛常被称为“友好德比”，因为城里许多家庭同时有两队的球迷，传统上双方球迷也不分区就座。但在场上，它却是英超时代最激烈的对决之一，红牌屡见不鲜。',
        '## 看点',
        '利物浦的德比往往开场节奏极快，上半场的纪律和冷静常常比纸面战术更重要。定位球和第二落点的争夺同样值得关注。',
      ],
    },
    en: {
      title: 'Merseyside derby: the story of two clubs and one ground',
      summary:
        'The Liverpool v Everton rivalry began with a dispute over a ground. Here is the short history and what makes the fixture special.',
      body: [
        'The Merseyside derby is unusual because both clubs grew out of the same place. Everton played at Anfield from 1884 until 1892, when a dispute over the ground led them to move across Stanley Park to Goodison Park.',
        'Liverpool Football Club was founded in 1892 to play at the empty Anfield. More than a century later, the two clubs still sit only a short walk apart.',
        '## The friendly derby',
        'It is often called the friendly derby, because many families in the city support both clubs and fans were traditionally not segregated. On the pitch, though, it has been one of the fiercest fixtures of the Premier League era, with a long list of red cards.',
        '## What to watch',
        'Derby matches in Liverpool tend to start at a furious pace, so discipline and composure in the first half often matter more than tactics on paper. Set pieces and second balls are worth following closely.',
      ],
    },
    vi: {
      title: 'Derby Merseyside: câu chuyện từ sân Anfield',
      summary:
        'Kình địch giữa Liverpool và Everton bắt đầu từ một tranh chấp về sân bóng. Đây là lịch sử ngắn gọn và nét đặc biệt của trận derby.',
      body: [
        'Derby Merseyside đặc biệt ở chỗ cả hai câu lạc bộ đều xuất phát từ cùng một nơi. Everton thi đấu tại Anfield từ năm 1884 đến 1892, rồi vì tranh chấp về sân mà chuyển sang Goodison Park ở phía bên kia công viên Stanley.',
        'Câu lạc bộ Liverpool được thành lập năm 1892 để sử dụng sân Anfield bị bỏ trống. Hơn một thế kỷ sau, sân của hai đội vẫn chỉ cách nhau một quãng đi bộ.',
        '## “Derby thân thiện”',
        'Trận đấu thường được gọi là “derby thân thiện” vì nhiều gia đình trong thành phố có người ủng hộ cả hai đội, và theo truyền thống cổ động viên hai bên không bị tách khán đài. Nhưng trên sân, đây là một trong những trận cầu nóng nhất kỷ nguyên Ngoại hạng Anh, với rất nhiều thẻ đỏ.',
        '## Điểm nhấn chuyên môn',
        'Các trận derby ở Liverpool thường bắt đầu với tốc độ chóng mặt, nên kỷ luật và sự bình tĩnh trong hiệp 1 thường quan trọng hơn chiến thuật trên giấy. Các tình huống cố định và bóng bật ra cũng rất đáng theo dõi.',
      ],
    },
  },
  {
    key: 'der-klassiker-bayern-dortmund-guide',
    category: 'football',
    competitions: ['de.1-2024-25'],
    teams: ['fc-bayern-munchen', 'borussia-dortmund'],
    hoursAgo: 52,
    views: 35600,
    cover: 'stadium',
    zh: {
      title: '德国国家德比：拜仁vs多特蒙德',
      summary:
        '德甲的焦点之战：德国最成功的俱乐部对阵拥有“黄色城墙”的多特蒙德。这些背景你需要知道。',
      body: [
        '进入21世纪以来，拜仁对多特蒙德已成为德国足球的头号对决。“德国国家德比”这一媒体称呼，正反映了两队争夺最高荣誉的次数之多。',
        '## 两座风格迥异的主场',
        '拜仁是德甲夺冠次数最多的俱乐部，主场是2005年启用的安联球场。多特蒙德的主场是德国容量最大的球场，南看台“黄色城墙”是欧洲最大的站立看台之一。',
        '## 一场欧冠决赛',
        '2013年，两队在温布利球场会师欧冠决赛，这是该赛事历史上首次由两支德国球队争夺冠军。每当人们谈起这场对决，那一晚依然是绕不开的话题。',
        '## 看点',
        '两队都喜欢主动出击，不妨观察双方如何应对对手的高位逼抢，以及断球后多快能发起进攻。攻防转换往往是这场比赛的胜负手。',
      ],
    },
    en: {
      title: 'Der Klassiker: Bayern Munich v Borussia Dortmund',
      summary:
        "Germany's headline fixture pits the record champions against the club with the famous Yellow Wall. Here is what to know.",
      body: [
        'Bayern Munich against Borussia Dortmund has become the headline fixture of German football since the 2000s. The media nickname Der Klassiker reflects how often these two clubs have competed for the biggest prizes.',
        '## Two very different homes',
        "Bayern are Germany's record champions and play at the Allianz Arena, opened in 2005. Dortmund's stadium holds the largest crowd in Germany, and its south stand, the Yellow Wall, is one of the biggest standing terraces in Europe.",
        '## A European final',
        "In 2013 the two clubs met in the Champions League final at Wembley, the first all-German final in the competition's history. That night is still a reference point whenever the fixture is discussed.",
        '## What to watch',
        "Both clubs like to play on the front foot, so look at how each side handles the other's press and how quickly they attack after winning the ball. Transitions are often where this fixture is decided.",
      ],
    },
    vi: {
      title: 'Der Klassiker: cẩm nang Bayern Munich vs Dortmund',
      summary:
        'Trận cầu tâm điểm nước Đức: nhà vô địch nhiều lần nhất gặp đội bóng có “Bức tường vàng” nổi tiếng. Đây là những điều cần biết.',
      body: [
        'Từ những năm 2000, Bayern Munich gặp Borussia Dortmund đã trở thành trận cầu tâm điểm của bóng đá Đức. Biệt danh Der Klassiker do báo chí đặt cho thấy hai đội đã nhiều lần cạnh tranh những danh hiệu lớn nhất.',
        '## Hai sân nhà rất khác nhau',
        'Bayern là đội vô địch Bundesliga nhiều lần nhất và thi đấu tại Allianz Arena, khánh thành năm 2005. Sân của Dortmund có sức chứa lớn nhất nước Đức, và khán đài phía nam mang tên “Bức tường vàng” là một trong những khán đài đứng lớn nhất châu Âu.',
        '## Một trận chung kết châu Âu',
        'Năm 2013, hai đội gặp nhau trong trận chung kết Champions League tại Wembley, trận chung kết toàn Đức đầu tiên trong lịch sử giải đấu. Đêm đó vẫn là cột mốc mỗi khi người ta nhắc đến cặp đấu này.',
        '## Điểm nhấn chuyên môn',
        'Cả hai đội đều thích chơi chủ động, nên hãy xem mỗi bên đối phó với pressing của đối thủ ra sao và tấn công nhanh thế nào sau khi đoạt bóng. Các pha chuyển trạng thái thường là nơi định đoạt trận đấu.',
      ],
    },
  },
  {
    key: 'derby-della-madonnina-inter-milan-guide',
    category: 'football',
    competitions: ['it.1-2024-25'],
    teams: ['fc-internazionale-milano', 'ac-milan'],
    hoursAgo: 75,
    views: 27300,
    cover: 'stadium',
    zh: {
      title: '米兰德比指南：国际米兰vs AC米兰',
      summary: '国米与AC米兰同城、共用一座球场，也共享一段漫长历史。德比从何而来，比赛日该看什么？',
      body: [
        '米兰德比的意大利语名称源自米兰大教堂顶端的金色圣母像“小圣母”。它也是少数两队共用同一座球场的顶级德比之一，这座球场就是圣西罗。',
        '## 1908年的分裂',
        'AC米兰成立于1899年，国际米兰则由一批因分歧出走的成员于1908年创建，分歧之一是是否接纳外籍球员。“国际”这一名字正体现了这种开放理念。',
        '## 欧洲豪门',
        '两队都曾夺得欧洲冠军杯或欧冠，AC米兰7次，国米3次。两队还曾在2003年和2023年两度于欧冠半决赛相遇。',
        '## 看点',
        '由于共用主场，谁是主队只由赛程决定，双方球迷都会在各自的看台打出巨幅TIFO。场上则要关注中场对抗，以及哪一方能掌控比赛节奏。',
      ],
    },
    en: {
      title: 'Derby della Madonnina: a guide to Inter v AC Milan',
      summary:
        'Inter and AC Milan share a city, a stadium and a long history. Here is how the rivalry began and what to watch on derby day.',
      body: [
        "The Milan derby takes its Italian name from the Madonnina, the golden statue on top of the city's cathedral. It is one of the few great derbies in which both teams share the same stadium, San Siro.",
        '## A split in 1908',
        'AC Milan was founded in 1899, and Inter was formed in 1908 by members who left after a disagreement, partly over signing foreign players. The name Internazionale reflects that open approach.',
        '## Giants of Europe',
        'Both clubs have won the European Cup or Champions League, Milan seven times and Inter three times. They have also met in two Champions League semi-finals, in 2003 and 2023.',
        '## What to watch',
        'Because the teams share a ground, the home side is decided only by the fixture list, and both sets of fans fill their own end with giant choreographies. On the pitch, watch the midfield duels and which side controls the tempo.',
      ],
    },
    vi: {
      title: 'Derby della Madonnina: cẩm nang Inter vs AC Milan',
      summary:
        'Inter và AC Milan chung thành phố, chung sân và chung một lịch sử dài. Kình địch bắt đầu thế nào và cần chú ý gì trong ngày derby?',
      body: [
        'Tên gọi tiếng Ý của derby thành Milan lấy từ Madonnina, bức tượng Đức Mẹ mạ vàng trên đỉnh nhà thờ chính tòa của thành phố. Đây là một trong số ít trận derby lớn mà hai đội dùng chung một sân vận động, sân San Siro.',
        '## Cuộc chia tay năm 1908',
        'AC Milan được thành lập năm 1899, còn Inter ra đời năm 1908 bởi những thành viên rời đi sau một bất đồng, một phần liên quan đến việc chiêu mộ cầu thủ nước ngoài. Cái tên Internazionale phản ánh tinh thần cởi mở đó.',
        '## Những gã khổng lồ châu Âu',
        'Cả hai đều từng vô địch Cúp C1 châu Âu hoặc Champions League, Milan 7 lần và Inter 3 lần. Hai đội cũng từng gặp nhau ở hai trận bán kết Champions League, vào các năm 2003 và 2023.',
        '## Điểm nhấn chuyên môn',
        'Vì dùng chung sân, đội chủ nhà chỉ được xác định theo lịch thi đấu, và cổ động viên mỗi bên đều trình diễn những màn tifo hoành tráng ở khán đài của mình. Trên sân, hãy theo dõi các cuộc tranh chấp ở tuyến giữa và xem đội nào kiểm soát nhịp độ.',
      ],
    },
  },
  {
    key: 'le-classique-psg-marseille-guide',
    category: 'football',
    competitions: ['fr.1-2024-25'],
    teams: ['paris-saint-germain-fc', 'olympique-de-marseille'],
    hoursAgo: 120,
    views: 15420,
    cover: 'stadium',
    zh: {
      title: '法国国家德比：巴黎vs马赛为何是头号对决',
      summary:
        '巴黎与马赛之战，是首都与南方的碰撞，也是两段截然不同的俱乐部故事。一篇短文带你入门。',
      body: [
        '巴黎圣日耳曼对马赛是法国足球最重要的比赛。它让首都与南部的大港口城市正面交锋，两队球迷都把它视为一个赛季中最重要的一战。',
        '## 两段俱乐部故事',
        '马赛成立于1899年，并在1993年成为第一支夺得欧冠的法国球队。巴黎圣日耳曼成立得晚得多，1970年才创建，后来成长为法甲的统治力量。',
        '## 两座著名球场',
        '巴黎的主场是王子公园球场，马赛的主场韦洛德罗姆球场则以法国最火爆的氛围之一著称。出于安全考虑，这场比赛常常限制客队球迷入场，因此主场声势占据绝对优势。',
        '## 看点',
        '留意马赛如何借助大场面的能量，对抗一支通常控球更多的对手。开场的逼抢和边路对抗往往决定比赛走向。',
      ],
    },
    en: {
      title: "Le Classique: why PSG v Marseille is France's big match",
      summary:
        'Paris against Marseille is a meeting of the capital and the south, and of two very different club stories. A short guide.',
      body: [
        'Paris Saint-Germain against Olympique de Marseille is the biggest fixture in French football. It sets the capital against the great port city of the south, and both sets of fans treat it as the match of the season.',
        '## Two club stories',
        'Marseille were founded in 1899 and in 1993 became the first French club to win the Champions League. Paris Saint-Germain were founded much later, in 1970, and grew into a dominant force in Ligue 1.',
        '## Two famous grounds',
        "PSG play at the Parc des Princes, while Marseille's home is the Stade Vélodrome, known for one of the loudest atmospheres in France. Away fans are often restricted at this fixture for safety reasons, so the home crowd dominates.",
        '## What to watch',
        'Watch how Marseille use the energy of a big occasion against a side that usually keeps more of the ball. Early pressing and duels on the wings often shape the game.',
      ],
    },
    vi: {
      title: 'Le Classique: vì sao PSG vs Marseille là đại chiến nước Pháp',
      summary:
        'Paris gặp Marseille là cuộc đụng độ giữa thủ đô và miền Nam, giữa hai câu chuyện câu lạc bộ rất khác nhau. Cẩm nang ngắn gọn.',
      body: [
        'Paris Saint-Germain gặp Olympique de Marseille là trận đấu lớn nhất của bóng đá Pháp. Đây là cuộc đối đầu giữa thủ đô và thành phố cảng lớn ở miền Nam, và cổ động viên cả hai bên đều coi đây là trận cầu của mùa giải.',
        '## Hai câu chuyện câu lạc bộ',
        'Marseille được thành lập năm 1899 và vào năm 1993 trở thành câu lạc bộ Pháp đầu tiên vô địch Champions League. Paris Saint-Germain ra đời muộn hơn nhiều, vào năm 1970, rồi vươn lên thành thế lực thống trị Ligue 1.',
        '## Hai sân vận động nổi tiếng',
        'PSG thi đấu tại Parc des Princes, còn sân nhà của Marseille là Stade Vélodrome, nổi tiếng với một trong những bầu không khí cuồng nhiệt nhất nước Pháp. Vì lý do an ninh, cổ động viên đội khách thường bị hạn chế ở trận này, nên khán giả đội nhà áp đảo hoàn toàn.',
        '## Điểm nhấn chuyên môn',
        'Hãy xem Marseille tận dụng năng lượng của một trận cầu lớn ra sao trước một đối thủ thường cầm bóng nhiều hơn. Pressing đầu trận và các cuộc tranh chấp ở hai biên thường định hình thế trận.',
      ],
    },
  },
  {
    key: 'shanghai-derby-shenhua-port-guide',
    category: 'football',
    competitions: ['cn.1-2025'],
    teams: ['shanghai-shenhua', 'shanghai-port-fc'],
    hoursAgo: 5,
    views: 62800,
    cover: 'stadium',
    zh: {
      title: '上海德比：申花vs海港，老牌劲旅对新兴力量',
      summary: '中超最受关注的同城德比：申花的深厚底蕴遇上海港的快速崛起。一份给球迷的观赛指南。',
      body: [
        '申花与海港之间的上海德比，已成为中超最受关注的比赛之一。这是同一座城市里两家风格迥异的俱乐部之间的较量。',
        '## 老牌劲旅',
        '上海申花成立于1993年，正值中国足球职业化起步之时，并在1995年夺得甲A联赛冠军。申花球迷是全国最忠诚、声势最大的球迷群体之一。',
        '## 新兴力量',
        '上海海港始于2005年，是一家以青训为根基的俱乐部，从低级别联赛一路打拼，2013年升入中超。球队以“上港”之名在2018年首次夺得中超冠军。',
        '## 看点',
        '上海德比之夜总是观众如潮、声浪震天。值得关注的是边路的争夺、双方外援在进攻中的作用，以及两队如何应对上半场的快节奏。',
      ],
    },
    en: {
      title: 'Shanghai derby: Shenhua v Port, old guard v new power',
      summary:
        "The Chinese Super League's biggest city rivalry pits Shenhua's long history against Port's rapid rise. A fan's guide to the derby.",
      body: [
        'The Shanghai derby between Shenhua and Port has become one of the most watched fixtures in the Chinese Super League. It is a rivalry between two very different clubs from the same city.',
        '## The old guard',
        'Shanghai Shenhua was founded in 1993, at the start of professional football in China, and won the Jia-A League title in 1995. Its supporters are among the most loyal and vocal in the country.',
        '## The rising power',
        'Shanghai Port began in 2005 as a club built around a youth academy, climbed from the lower divisions and reached the Super League in 2013. Under its former name, Shanghai SIPG, it won its first Super League title in 2018.',
        '## What to watch',
        "Derby nights in Shanghai bring big crowds and plenty of noise. Watch the battles in wide areas, the role of each side's foreign attackers, and how both teams cope with the pace of the first half.",
      ],
    },
    vi: {
      title: 'Derby Thượng Hải: Shenhua vs Port, cũ và mới',
      summary:
        'Trận derby lớn nhất VĐQG Trung Quốc: bề dày lịch sử của Shenhua đối đầu sự trỗi dậy nhanh chóng của Port. Cẩm nang cho người hâm mộ.',
      body: [
        'Trận derby Thượng Hải giữa Shenhua và Port đã trở thành một trong những trận đấu được theo dõi nhiều nhất VĐQG Trung Quốc (Chinese Super League). Đây là cuộc đối đầu giữa hai câu lạc bộ rất khác nhau của cùng một thành phố.',
        '## Lão làng',
        'Shanghai Shenhua được thành lập năm 1993, đúng lúc bóng đá Trung Quốc bắt đầu chuyên nghiệp hóa, và vô địch giải Giáp A năm 1995. Cổ động viên của đội thuộc nhóm trung thành và cuồng nhiệt nhất cả nước.',
        '## Thế lực mới nổi',
        'Shanghai Port khởi đầu năm 2005 như một câu lạc bộ xây dựng quanh học viện trẻ, leo lên từ các hạng đấu thấp và lên chơi ở Super League năm 2013. Với tên gọi cũ Shanghai SIPG, đội giành chức vô địch Super League đầu tiên năm 2018.',
        '## Điểm nhấn chuyên môn',
        'Những đêm derby ở Thượng Hải luôn đông khán giả và rất sôi động. Hãy chú ý các cuộc tranh chấp ở hai biên, vai trò của các ngoại binh trên hàng công và cách hai đội đối phó với nhịp độ nhanh của hiệp 1.',
      ],
    },
  },
  {
    key: 'champions-league-league-phase-explained',
    category: 'football',
    competitions: ['uefa.cl-2024-25'],
    teams: [],
    hoursAgo: 150,
    views: 12350,
    cover: 'trophy',
    zh: {
      title: '一文看懂欧冠联赛阶段新赛制',
      summary:
        '自2024-25赛季起，欧冠小组赛改为36队同一积分榜的联赛阶段。晋级淘汰赛的规则是这样的。',
      body: [
        '从2024-25赛季开始，欧冠取消了8个四队小组，改为36支球队参加的单一联赛阶段。所有球队排在同一张积分榜上。',
        '## 八个不同的对手',
        '每队踢8场比赛，对手各不相同，主客场各4场。对手从四个档位中抽出，每个档位各2队。',
        '## 谁能晋级',
        '排名前8的球队直接晋级16强。第9至第24名进行两回合附加赛，争夺剩余席位，第25至第36名则直接出局。',
        '## 对球迷意味着什么',
        '由于所有球队共用一张积分榜，别的比赛里一个绝杀进球，就可能让你支持的球队排名上下浮动好几位。最后一轮所有比赛同时开球，记得盯紧即时积分榜。',
      ],
    },
    en: {
      title: 'How the Champions League league phase works',
      summary:
        'Since 2024-25 the Champions League starts with one 36-team table instead of eight groups. Here is how qualification for the knockouts works.',
      body: [
        'From the 2024-25 season, the Champions League replaced its eight groups of four with a single league phase of 36 clubs. Every club is ranked in one table.',
        '## Eight different opponents',
        'Each club plays eight matches against eight different opponents, four at home and four away. The opponents are drawn from four seeding pots, two from each pot.',
        '## Who goes through',
        'The top eight clubs go straight to the round of 16. Clubs ranked 9th to 24th play a two-legged knockout play-off for the remaining places, and clubs ranked 25th to 36th are eliminated.',
        '## Why it matters for fans',
        'With a single table, a late goal in a match you are not watching can move your club up or down several places. On the final matchday all matches kick off at the same time, so keep an eye on the live standings.',
      ],
    },
    vi: {
      title: 'Cúp C1 thể thức mới: vòng league phase diễn ra thế nào',
      summary:
        'Từ mùa 2024-25, Champions League mở đầu bằng một bảng xếp hạng chung 36 đội thay cho 8 bảng đấu. Đây là cách giành vé đi tiếp.',
      body: [
        'Từ mùa giải 2024-25, Champions League bỏ 8 bảng đấu 4 đội và thay bằng một vòng league phase chung cho 36 câu lạc bộ. Tất cả các đội được xếp trên cùng một bảng xếp hạng.',
        '## Tám đối thủ khác nhau',
        'Mỗi đội đá 8 trận với 8 đối thủ khác nhau, 4 trận sân nhà và 4 trận sân khách. Các đối thủ được bốc thăm từ bốn nhóm hạt giống, mỗi nhóm 2 đội.',
        '## Ai được đi tiếp',
        '8 đội đứng đầu giành vé thẳng vào vòng 1/8. Các đội xếp từ thứ 9 đến thứ 24 đá vòng play-off hai lượt để tranh các suất còn lại, còn các đội từ hạng 25 đến 36 bị loại.',
        '## Ý nghĩa với người hâm mộ',
        'Vì chỉ có một bảng xếp hạng chung, một bàn thắng muộn ở trận đấu khác cũng có thể đẩy đội bạn yêu thích lên hoặc xuống vài bậc. Ở lượt trận cuối, tất cả các trận đều bắt đầu cùng lúc, vì vậy hãy theo dõi bảng xếp hạng trực tiếp.',
      ],
    },
  },
  {
    key: 'chinese-super-league-season-guide',
    category: 'football',
    competitions: ['cn.1-2025'],
    teams: [],
    hoursAgo: 200,
    views: 3840,
    cover: 'pitch',
    zh: {
      title: '中超赛季怎么踢？一文看懂',
      summary: '16支球队、30轮比赛、春季开赛秋末收官：关注中超的快速入门指南。',
      body: [
        '中超是中国职业足球的顶级联赛。这一名称自2004年启用，取代了此前的甲A联赛。',
        '## 赛制',
        '16支球队进行主客场双循环，每队共踢30场比赛。胜一场得3分，平一场得1分。',
        '## 在一个自然年内完成的赛季',
        '与欧洲主流联赛不同，中超赛季在一个自然年内完成，通常从冬末或春季开始，到秋末结束。因此主要的转会窗口在年初，而不是夏天。',
        '## 积分榜两端',
        '排名靠前的球队获得亚洲俱乐部赛事的参赛资格，排名垫底的球队则降入中甲。保级之争常常要到最后几轮才见分晓，记得全程关注积分榜。',
      ],
    },
    en: {
      title: 'How the Chinese Super League season works',
      summary:
        'Sixteen clubs, thirty rounds and a spring-to-autumn calendar: a quick guide to following the Chinese Super League.',
      body: [
        'The Chinese Super League is the top division of professional football in China. It has been played under that name since 2004, replacing the earlier Jia-A League.',
        '## The format',
        'Sixteen clubs play each other home and away, so every team plays 30 matches. A win is worth three points and a draw one point.',
        '## A calendar-year season',
        'Unlike the big European leagues, the season runs within a single calendar year, usually from late winter or spring to the end of autumn. The main transfer window therefore falls at the start of the year, not in summer.',
        '## At both ends of the table',
        'The clubs at the top earn places in Asian club competitions, while the clubs at the bottom are relegated to China League One. The relegation fight often goes down to the final rounds, so follow the standings all season.',
      ],
    },
    vi: {
      title: 'Mùa giải VĐQG Trung Quốc diễn ra thế nào',
      summary:
        '16 câu lạc bộ, 30 vòng đấu và lịch thi đấu từ mùa xuân đến mùa thu: hướng dẫn nhanh để theo dõi VĐQG Trung Quốc.',
      body: [
        'VĐQG Trung Quốc (Chinese Super League) là hạng đấu cao nhất của bóng đá chuyên nghiệp Trung Quốc. Giải mang tên này từ năm 2004, thay cho giải Giáp A trước đó.',
        '## Thể thức',
        '16 câu lạc bộ thi đấu vòng tròn hai lượt sân nhà và sân khách, nên mỗi đội đá 30 trận. Thắng được 3 điểm, hòa được 1 điểm.',
        '## Mùa giải gói gọn trong một năm',
        'Khác với các giải lớn ở châu Âu, mùa giải diễn ra trong một năm dương lịch, thường từ cuối mùa đông hoặc mùa xuân đến cuối mùa thu. Vì vậy kỳ chuyển nhượng chính rơi vào đầu năm chứ không phải mùa hè.',
        '## Hai đầu bảng xếp hạng',
        'Các đội dẫn đầu giành suất dự các giải cấp câu lạc bộ châu Á, còn các đội cuối bảng phải xuống hạng China League One. Cuộc đua trụ hạng thường kéo dài đến những vòng cuối, nên hãy theo dõi bảng xếp hạng suốt mùa giải.',
      ],
    },
  },
  {
    key: 'bundesliga-50-plus-1-rule-explained',
    category: 'football',
    competitions: ['de.1-2024-25'],
    teams: [],
    hoursAgo: 96,
    views: 5210,
    cover: 'stadium',
    zh: {
      title: '德甲“50+1”规则全解读',
      summary:
        '为什么大多数德国俱乐部由会员掌控、哪些俱乐部是例外，这条规则又如何影响球迷的观赛体验？',
      body: [
        '德国的“50+1”规则规定，即便职业球队由公司运营，俱乐部会员也必须保有过半数的投票权。外部投资者可以持股，但无法控制俱乐部。',
        '## 例外',
        '少数俱乐部因长期得到企业支持而获准例外，最著名的是勒沃库森和沃尔夫斯堡。这条规则及其例外至今仍是德国足坛争论的话题。',
        '## 球迷的直观感受',
        '球迷组织拥有很强的话语权，许多球场仍保留大面积的站立看台，票价相对亲民。这造就了德甲闻名世界的座无虚席、色彩斑斓的看台。',
        '## 联赛赛制',
        '德甲共18支球队，踢34轮，最后两名直接降级，第16名与德乙第3名进行两回合升降级附加赛。',
      ],
    },
    en: {
      title: "The Bundesliga's 50+1 rule, explained",
      summary:
        'Why most German clubs are controlled by their members, which clubs are exceptions, and how it shapes the matchday experience.',
      body: [
        "Germany's 50+1 rule says that a club's members must keep a majority of the voting rights, even when a company runs the professional team. Outside investors can own shares, but they cannot take control of the club.",
        '## The exceptions',
        'A few clubs were allowed to work differently because a company had supported them for a long time, the best-known cases being Bayer Leverkusen and VfL Wolfsburg. The rule and its exceptions are still debated in German football.',
        '## What fans notice',
        'Supporter groups have a strong voice, and many stadiums still keep large standing areas with relatively affordable tickets. The result is the packed, colourful terraces the Bundesliga is famous for.',
        '## The league format',
        'Eighteen clubs play 34 matchdays, and the bottom two are relegated. The club in 16th place plays a two-legged play-off against the club that finished third in the second division.',
      ],
    },
    vi: {
      title: 'Giải thích quy tắc 50+1 của Bundesliga',
      summary:
        'Vì sao phần lớn câu lạc bộ Đức do hội viên kiểm soát, những đội nào là ngoại lệ và quy tắc này ảnh hưởng thế nào đến ngày thi đấu.',
      body: [
        'Quy tắc 50+1 của Đức quy định hội viên câu lạc bộ phải nắm đa số quyền biểu quyết, kể cả khi đội bóng chuyên nghiệp do một công ty điều hành. Nhà đầu tư bên ngoài có thể sở hữu cổ phần nhưng không thể nắm quyền kiểm soát câu lạc bộ.',
        '## Những ngoại lệ',
        'Một vài câu lạc bộ được phép hoạt động khác vì đã được một doanh nghiệp hỗ trợ trong thời gian dài, tiêu biểu là Bayer Leverkusen và VfL Wolfsburg. Quy tắc này cùng các ngoại lệ của nó vẫn còn gây tranh luận trong bóng đá Đức.',
        '## Điều người hâm mộ cảm nhận được',
        'Các nhóm cổ động viên có tiếng nói lớn, và nhiều sân vẫn giữ những khu khán đài đứng rộng với giá vé tương đối dễ chịu. Kết quả là những khán đài chật kín và rực rỡ sắc màu làm nên tên tuổi của Bundesliga.',
        '## Thể thức giải đấu',
        '18 câu lạc bộ thi đấu 34 vòng, và hai đội cuối bảng xuống hạng. Đội đứng thứ 16 đá play-off hai lượt với đội xếp thứ ba của giải hạng Hai.',
      ],
    },
  },
  {
    key: 'premier-league-title-race-explained',
    category: 'football',
    competitions: ['en.1-2024-25'],
    teams: [],
    hoursAgo: 170,
    views: 9870,
    cover: 'trophy',
    zh: {
      title: '英超积分榜怎么看：争冠、欧战与降级',
      summary: '20支球队、38轮比赛、胜一场得3分。英超积分榜如何决定冠军、欧战席位和降级名额？',
      body: [
        '英超共有20支球队，主客场双循环，每队踢38场。胜一场得3分，平一场得1分。',
        '## 积分相同怎么办',
        '积分相同的球队先比净胜球，再比进球数。所以即便在一场大比分失利中，最后时刻扳回的一球到了五月也可能至关重要。',
        '## 欧战资格',
        '前四名获得欧冠资格，英格兰还可能凭借欧足联按各国欧战成绩分配的额外名额多得一个席位。欧联杯和欧协联的名额则分给随后的球队和国内杯赛冠军。',
        '## 降级',
        '最后三名降入英冠，由两支直接升级的球队和英冠附加赛冠军取代。',
      ],
    },
    en: {
      title: 'Premier League table explained: title, Europe, relegation',
      summary:
        'Twenty clubs, 38 matches and three points for a win. How the Premier League table decides the champions, the European places and the drop.',
      body: [
        'The Premier League has 20 clubs, and each plays the others home and away for 38 matches. A win earns three points and a draw one point.',
        '## When clubs are level',
        'Clubs on the same number of points are separated first by goal difference and then by goals scored. That is why a late consolation goal in a heavy defeat can still matter in May.',
        '## Europe',
        "The top four qualify for the Champions League, and England can earn an extra place through UEFA's performance-based spots. Places in the Europa League and Conference League go to the next clubs in the table and to the domestic cup winners.",
        '## Relegation',
        'The bottom three clubs drop to the Championship and are replaced by two clubs promoted automatically and the winner of the Championship play-offs.',
      ],
    },
    vi: {
      title: 'Bảng xếp hạng Ngoại hạng Anh: vô địch, châu Âu, xuống hạng',
      summary:
        '20 đội, 38 trận, thắng được 3 điểm. Cách bảng xếp hạng Ngoại hạng Anh quyết định ngôi vô địch, vé dự cúp châu Âu và suất xuống hạng.',
      body: [
        'Ngoại hạng Anh có 20 câu lạc bộ, mỗi đội gặp các đội còn lại hai lượt sân nhà và sân khách, tổng cộng 38 trận. Thắng được 3 điểm, hòa được 1 điểm.',
        '## Khi các đội bằng điểm',
        'Các đội bằng điểm được xếp hạng trước hết theo hiệu số bàn thắng bại, sau đó đến số bàn thắng ghi được. Vì vậy một bàn gỡ danh dự trong trận thua đậm vẫn có thể quan trọng vào tháng Năm.',
        '## Vé dự cúp châu Âu',
        'Bốn đội đứng đầu giành vé dự Champions League, và nước Anh có thể có thêm một suất nhờ thành tích chung của các đội Anh ở cúp châu Âu theo quy định của UEFA. Các suất Europa League và Conference League thuộc về những đội xếp tiếp theo và các đội vô địch cúp quốc nội.',
        '## Xuống hạng',
        'Ba đội cuối bảng xuống hạng Championship và được thay bằng hai đội lên hạng trực tiếp cùng đội thắng vòng play-off Championship.',
      ],
    },
  },
  {
    key: 'athletic-club-basque-player-policy',
    category: 'football',
    competitions: ['es.1-2024-25'],
    teams: ['athletic-club'],
    hoursAgo: 210,
    views: 2150,
    cover: 'stadium',
    zh: {
      title: '毕尔巴鄂竞技：坚持巴斯克血统的西甲劲旅',
      summary:
        '毕尔巴鄂竞技只用具有巴斯克背景的球员，却从未降级。一篇短文带你认识这家独一无二的俱乐部。',
      body: [
        '毕尔巴鄂竞技1898年成立于毕尔巴鄂，奉行着欧洲顶级俱乐部中独一无二的政策。一线队只由在巴斯克地区出生、成长或在巴斯克俱乐部接受训练的球员组成。',
        '## 从未降级',
        '尽管主动缩小了引援范围，毕尔巴鄂竞技却从未从西甲降级。拥有同样纪录的只有皇马和巴萨。',
        '## 圣马梅斯与“驳船”',
        '球队主场是圣马梅斯球场，球迷把球队称为“狮子军团”。每当夺得重要冠军，球员们会乘坐名为“加巴拉”的驳船沿河巡游，2024年夺得国王杯后，球迷再次见证了这一盛况。',
        '## 看点',
        '毕尔巴鄂竞技通常以高强度、积极逼抢和强烈的身份认同著称。不妨观察青训小将如何融入这支从第一分钟就要求全力以赴的球队。',
      ],
    },
    en: {
      title: 'Athletic Club and its famous Basque player policy',
      summary:
        'Athletic Club of Bilbao builds its squad from players with Basque roots and has never been relegated. A short guide to a unique club.',
      body: [
        "Athletic Club, founded in Bilbao in 1898, follows a policy that is unique among Europe's top clubs. Its first team is built from players born or raised in the Basque Country, or trained by Basque clubs.",
        '## Never relegated',
        'Despite limiting its own market, Athletic has never been relegated from La Liga. Only Real Madrid and Barcelona share that record.',
        '## San Mamés and the Gabarra',
        'The club plays at San Mamés, where fans call the team the Lions. When Athletic win a major trophy, the players sail down the river on a barge called the Gabarra, a celebration fans enjoyed again after the club won the Copa del Rey in 2024.',
        '## What to watch',
        'Athletic teams are usually known for intensity, pressing and a strong sense of identity. Watch how young players from the academy fit into a side that expects full commitment from the first minute.',
      ],
    },
    vi: {
      title: 'Athletic Club và chính sách cầu thủ xứ Basque',
      summary:
        'Athletic Club của Bilbao xây dựng đội hình từ những cầu thủ có gốc gác xứ Basque và chưa từng xuống hạng. Cẩm nang về một đội bóng độc nhất.',
      body: [
        'Athletic Club, thành lập tại Bilbao năm 1898, theo đuổi một chính sách độc nhất trong số các câu lạc bộ hàng đầu châu Âu. Đội một chỉ gồm những cầu thủ sinh ra hoặc lớn lên ở xứ Basque, hoặc được đào tạo tại các câu lạc bộ xứ Basque.',
        '## Chưa từng xuống hạng',
        'Dù tự thu hẹp thị trường của mình, Athletic chưa bao giờ phải rời La Liga. Chỉ Real Madrid và Barcelona có chung kỷ lục đó.',
        '## San Mamés và chiếc sà lan Gabarra',
        'Đội bóng thi đấu tại sân San Mamés, nơi người hâm mộ gọi đội nhà là “những chú sư tử”. Mỗi khi giành danh hiệu lớn, các cầu thủ diễu hành trên sông bằng chiếc sà lan mang tên Gabarra, và người hâm mộ lại được chứng kiến cảnh đó sau chức vô địch Cúp Nhà vua năm 2024.',
        '## Điểm nhấn chuyên môn',
        'Athletic thường nổi tiếng với cường độ cao, pressing tích cực và bản sắc mạnh mẽ. Hãy xem các cầu thủ trẻ từ học viện hòa nhập thế nào vào một tập thể đòi hỏi sự cống hiến hết mình ngay từ phút đầu.',
      ],
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Basketball
  {
    key: 'nba-playoff-seeding-explained',
    category: 'basketball',
    competitions: ['nba-2023-24-playoffs'],
    teams: [],
    hoursAgo: 4,
    views: 41200,
    cover: 'court',
    zh: {
      title: 'NBA季后赛种子排位怎么定？',
      summary: '16支球队、东西部两个联盟、首轮即固定的对阵图。一篇看懂NBA季后赛格局如何形成。',
      body: [
        'NBA的30支球队分属东部和西部两个联盟，每个联盟15队。常规赛结束后，每个联盟有8支球队进入季后赛。',
        '## 1到8号种子',
        '每个联盟前六名直接晋级，7号和8号种子通过附加赛决出。从2015-16赛季起，种子排位完全按战绩决定，分区冠军不再保证获得高排位。',
        '## 对阵图',
        '首轮由1号种子对阵8号，2号对7号，3号对6号，4号对5号。对阵图是固定的，每轮结束后不会重新排序。',
        '## 主场优势',
        '每轮系列赛都是七场四胜制，排位更高的球队拥有可能出现的抢七主场。总决赛的主场优势则属于常规赛战绩更好的一方。',
      ],
    },
    en: {
      title: 'How NBA playoff seeding works',
      summary:
        'Sixteen teams, two conferences and a bracket fixed from the first round. A simple guide to how the NBA playoff picture is set.',
      body: [
        "The NBA's 30 teams are split into the Eastern and Western Conferences, 15 teams each. At the end of the regular season, eight teams from each conference reach the playoffs.",
        '## Seeds one to eight',
        'The top six teams in each conference qualify directly, and seeds seven and eight are decided by the play-in tournament. Since the 2015-16 season, seeding has been based purely on record, so winning a division no longer guarantees a high seed.',
        '## The bracket',
        'In the first round, the first seed faces the eighth, the second faces the seventh, the third faces the sixth and the fourth faces the fifth. The bracket is fixed, so there is no reseeding after each round.',
        '## Home-court advantage',
        'Every series is best of seven, and the higher seed hosts a possible Game 7. In the NBA Finals, home court goes to the team with the better regular-season record.',
      ],
    },
    vi: {
      title: 'Cách xếp hạt giống vòng play-off NBA',
      summary:
        '16 đội, hai miền và một nhánh đấu cố định ngay từ vòng một. Hướng dẫn đơn giản về cách xác định cục diện vòng play-off NBA.',
      body: [
        '30 đội NBA được chia thành miền Đông và miền Tây, mỗi miền 15 đội. Kết thúc mùa giải thường, mỗi miền có 8 đội vào vòng play-off.',
        '## Hạt giống số 1 đến số 8',
        'Sáu đội dẫn đầu mỗi miền giành vé trực tiếp, còn hạt giống số 7 và số 8 được quyết định qua vòng play-in. Từ mùa 2015-16, thứ hạng hạt giống chỉ dựa trên thành tích thắng thua, nên vô địch khu vực không còn đảm bảo một vị trí hạt giống cao.',
        '## Nhánh đấu',
        'Ở vòng một, hạt giống số 1 gặp số 8, số 2 gặp số 7, số 3 gặp số 6 và số 4 gặp số 5. Nhánh đấu là cố định, không xếp lại sau mỗi vòng.',
        '## Lợi thế sân nhà',
        'Mọi loạt đấu đều theo thể thức thắng 4 trong 7 trận, và đội có thứ hạng cao hơn được chơi trên sân nhà ở trận 7 nếu có. Ở chung kết NBA, lợi thế sân nhà thuộc về đội có thành tích mùa giải thường tốt hơn.',
      ],
    },
  },
  {
    key: 'nba-play-in-tournament-explained',
    category: 'basketball',
    competitions: ['nba-2023-24-playoffs'],
    teams: [],
    hoursAgo: 60,
    views: 8650,
    cover: 'court',
    zh: {
      title: 'NBA附加赛规则一文看懂',
      summary: '每个联盟第7至第10名还有最后一次机会。附加赛如何决出最后两个季后赛席位？',
      body: [
        '附加赛决定每个联盟的7号和8号种子。现行赛制自2020-21赛季起开始实行。',
        '## 第一步',
        '第7名主场迎战第8名，胜者成为7号种子。另一场比赛中，第9名主场迎战第10名，败者直接出局。',
        '## 第二步',
        '7、8名之战的败者主场迎战9、10名之战的胜者。胜者获得8号种子，败者赛季结束。',
        '## 为什么重要',
        '排名第7或第8的球队有两次晋级机会，而第9或第10名必须连赢两场。这一赛制让更多球队在常规赛最后几周依然保持竞争。',
      ],
    },
    en: {
      title: 'The NBA play-in tournament explained',
      summary:
        'Teams finishing seventh to tenth in each conference get one more chance. Here is how the play-in decides the last two playoff seeds.',
      body: [
        'The play-in tournament decides the seventh and eighth seeds in each conference. The current format has been used since the 2020-21 season.',
        '## Step one',
        'The seventh-placed team hosts the eighth, and the winner becomes the seventh seed. In a separate game, the ninth-placed team hosts the tenth, and the loser of that game is eliminated.',
        '## Step two',
        "The loser of the seven-versus-eight game hosts the winner of the nine-versus-ten game. The winner takes the eighth seed, and the loser's season is over.",
        '## Why it matters',
        'A team finishing seventh or eighth gets two chances to advance, while a ninth or tenth seed must win twice in a row. The format keeps more teams competing until the final weeks of the regular season.',
      ],
    },
    vi: {
      title: 'Giải thích vòng play-in NBA',
      summary:
        'Các đội xếp thứ 7 đến thứ 10 mỗi miền có thêm một cơ hội. Đây là cách vòng play-in quyết định hai suất hạt giống cuối cùng.',
      body: [
        'Vòng play-in quyết định hạt giống số 7 và số 8 của mỗi miền. Thể thức hiện tại được áp dụng từ mùa giải 2020-21.',
        '## Bước một',
        'Đội xếp thứ 7 tiếp đội xếp thứ 8 trên sân nhà, đội thắng trở thành hạt giống số 7. Ở một trận khác, đội thứ 9 tiếp đội thứ 10, và đội thua bị loại.',
        '## Bước hai',
        'Đội thua trận 7 gặp 8 sẽ tiếp đội thắng trận 9 gặp 10. Đội thắng giành hạt giống số 8, còn đội thua kết thúc mùa giải.',
        '## Vì sao quan trọng',
        'Đội xếp thứ 7 hoặc 8 có hai cơ hội đi tiếp, trong khi đội thứ 9 hoặc 10 phải thắng liên tiếp hai trận. Thể thức này giúp nhiều đội hơn còn động lực cạnh tranh đến những tuần cuối của mùa giải thường.',
      ],
    },
  },
  {
    key: 'knicks-76ers-east-coast-rivalry-guide',
    category: 'basketball',
    competitions: ['nba-2023-24-playoffs'],
    teams: ['nba-nyk', 'nba-phi'],
    hoursAgo: 14,
    views: 18900,
    cover: 'court',
    zh: {
      title: '尼克斯vs 76人：美国东海岸的宿敌之战',
      summary: '纽约与费城相距不远，两队也有着悠久的历史。尼克斯与76人交手前，你需要了解这些。',
      body: [
        '纽约尼克斯和费城76人都是NBA历史最悠久的球队之一，两座城市相距仅约150公里。两队同属大西洋分区，每个常规赛都会多次交手。',
        '## 历史',
        '尼克斯的两座总冠军分别在1970年和1973年获得。76人在1967年和1983年夺冠，球队在锡拉丘兹民族队时期还于1955年夺得过总冠军。',
        '## 跟队远征的球迷',
        '由于两地很近，尼克斯球迷常常大批前往费城助威，球馆里的声浪有时像是主客各半。尼克斯的主场麦迪逊广场花园被誉为篮球界最著名的场馆之一。',
        '## 看点',
        '关注双方在进攻篮板上的争夺，以及如何控制比赛节奏。在胶着的系列赛中，篮板和罚球往往是胜负手。',
      ],
    },
    en: {
      title: 'Knicks v 76ers: a guide to an East Coast rivalry',
      summary:
        'New York and Philadelphia sit a short train ride apart and share a long history. What to know before the Knicks and 76ers meet.',
      body: [
        "The New York Knicks and the Philadelphia 76ers are among the NBA's oldest franchises, and their cities are only about 150 kilometres apart. Both play in the Atlantic Division, so they meet several times every regular season.",
        '## History',
        'The Knicks won their two championships in 1970 and 1973. The 76ers won titles in 1967 and 1983, and the franchise also won in 1955 as the Syracuse Nationals.',
        '## The travelling crowd',
        "Because the cities are so close, Knicks fans often travel to Philadelphia in large numbers, and the noise in the arena can feel split between both sides. Madison Square Garden, the Knicks' home, is one of basketball's most famous venues.",
        '## What to watch',
        'Look at the battle on the offensive glass and how each team manages the pace of the game. In a close series, rebounding and free throws often make the difference.',
      ],
    },
    vi: {
      title: 'Knicks vs 76ers: cẩm nang cặp đấu bờ Đông',
      summary:
        'New York và Philadelphia chỉ cách nhau một chuyến tàu ngắn và có chung bề dày lịch sử. Những điều cần biết trước khi Knicks gặp 76ers.',
      body: [
        'New York Knicks và Philadelphia 76ers thuộc nhóm đội bóng lâu đời nhất NBA, và hai thành phố chỉ cách nhau khoảng 150 km. Cả hai cùng thuộc khu vực Atlantic nên gặp nhau nhiều lần trong mỗi mùa giải thường.',
        '## Lịch sử',
        'Knicks giành hai chức vô địch vào các năm 1970 và 1973. 76ers vô địch năm 1967 và 1983, và đội bóng này còn vô địch năm 1955 dưới tên Syracuse Nationals.',
        '## Những cổ động viên theo chân đội',
        'Vì hai thành phố rất gần nhau, cổ động viên Knicks thường kéo đến Philadelphia rất đông, khiến khán đài nhiều lúc như chia đôi. Madison Square Garden, sân nhà của Knicks, là một trong những nhà thi đấu bóng rổ nổi tiếng nhất.',
        '## Điểm nhấn chuyên môn',
        'Hãy theo dõi cuộc chiến tranh bóng bật bảng ở phần sân tấn công và cách mỗi đội kiểm soát nhịp độ trận đấu. Trong một loạt đấu cân bằng, rebound và ném phạt thường tạo nên khác biệt.',
      ],
    },
  },
  {
    key: 'nuggets-lakers-western-playoff-history',
    category: 'basketball',
    competitions: ['nba-2023-24-playoffs'],
    teams: ['nba-den', 'nba-lal'],
    hoursAgo: 40,
    views: 26700,
    cover: 'court',
    zh: {
      title: '掘金vs湖人：西部季后赛的交锋往事',
      summary:
        '丹佛与洛杉矶曾在2020年和2023年两度于西部决赛相遇。这段历史揭示了这组对决的哪些看点？',
      body: [
        '丹佛掘金与洛杉矶湖人的季后赛交锋历史不长，却令人难忘。两队在2020年西部决赛相遇，湖人晋级；2023年再度在西部决赛碰面，这次掘金赢下了系列赛。',
        '## 不同的登顶之路',
        '湖人是NBA历史上最成功的两支球队之一。掘金则在2023年西部决赛击败湖人后，夺得了队史首个NBA总冠军。',
        '## 海拔因素',
        '丹佛被称为“一英里高城”，客队常常觉得稀薄的空气让比赛最后阶段更加吃力。这也是掘金主场战绩通常很出色的原因之一。',
        '## 看点',
        '留意湖人如何应对掘金围绕低位展开的传切配合，以及双方替补的发挥。在丹佛，第四节的节奏和体能往往起决定作用。',
      ],
    },
    en: {
      title: 'Nuggets v Lakers: a Western Conference playoff story',
      summary:
        'Denver and Los Angeles met in the Western Conference Finals in 2020 and 2023. What that history tells you about this pairing.',
      body: [
        'The Denver Nuggets and the Los Angeles Lakers have a short but memorable playoff history. They met in the Western Conference Finals in 2020, when the Lakers went through, and again in 2023, when Denver won the series.',
        '## Different paths to the top',
        'The Lakers are one of the two most successful franchises in NBA history. Denver won their first NBA title in 2023, after that conference finals win over the Lakers.',
        '## The altitude factor',
        'Denver is known as the Mile High City, and visiting teams often find that the thin air makes the late minutes of a game harder. It is one reason the Nuggets usually have a strong home record.',
        '## What to watch',
        "Watch how the Lakers handle Denver's passing game through the post and how each team uses its bench. In Denver, pace and fatigue in the fourth quarter can be decisive.",
      ],
    },
    vi: {
      title: 'Nuggets vs Lakers: câu chuyện play-off miền Tây',
      summary:
        'Denver và Los Angeles từng gặp nhau ở chung kết miền Tây năm 2020 và 2023. Lịch sử ấy cho thấy điều gì về cặp đấu này?',
      body: [
        'Denver Nuggets và Los Angeles Lakers có lịch sử đối đầu ở play-off không dài nhưng đáng nhớ. Hai đội gặp nhau ở chung kết miền Tây năm 2020, khi Lakers đi tiếp, và một lần nữa năm 2023, khi Denver thắng loạt đấu.',
        '## Những con đường khác nhau lên đỉnh',
        'Lakers là một trong hai đội thành công nhất lịch sử NBA. Denver giành chức vô địch NBA đầu tiên năm 2023, sau khi vượt qua Lakers ở chung kết miền Tây.',
        '## Yếu tố độ cao',
        'Denver được gọi là “thành phố cao một dặm”, và các đội khách thường thấy không khí loãng khiến những phút cuối trận nặng nề hơn. Đây là một lý do khiến thành tích sân nhà của Nuggets thường rất tốt.',
        '## Điểm nhấn chuyên môn',
        'Hãy xem Lakers đối phó thế nào với lối chuyền bóng qua khu vực dưới rổ của Denver và cách hai đội sử dụng băng ghế dự bị. Ở Denver, nhịp độ và thể lực trong hiệp 4 có thể mang tính quyết định.',
      ],
    },
  },
  {
    key: 'nba-playoff-series-format-explained',
    category: 'basketball',
    competitions: ['nba-2023-24-playoffs'],
    teams: [],
    hoursAgo: 230,
    views: 640,
    cover: 'court',
    zh: {
      title: '七场四胜制：NBA季后赛系列赛怎么打',
      summary:
        '高排位球队为何坐拥第1、2、5、7场主场，“2-2-1-1-1”是什么意思，3比0领先又为何几乎稳操胜券？',
      body: [
        'NBA季后赛每一轮，包括总决赛，都是七场四胜制。先赢四场的球队晋级。',
        '## 2-2-1-1-1赛制',
        '拥有主场优势的球队主办第1、2场，对手主办第3、4场，之后第5、6、7场轮流坐庄。总决赛自2014年起也采用这一模式，此前多年使用的是2-3-2赛制。',
        '## 主场为何重要',
        '高排位球队最多可以在主场打七场中的四场，包括决定性的抢七。在漫长的系列赛中，熟悉的环境和主场球迷的声浪会不断累积优势。',
        '## 3比0意味着什么',
        '在系列赛中0比3落后的球队，能把比赛拖进抢七的都寥寥无几，因此3比0领先长期被视为几乎锁定胜局。这也是为什么当系列赛来到2比0时，球迷会格外关注第3场。',
      ],
    },
    en: {
      title: 'Best of seven: how an NBA playoff series is played',
      summary:
        'Why the higher seed hosts Games 1, 2, 5 and 7, what the 2-2-1-1-1 format means, and why a 3-0 lead is so hard to lose.',
      body: [
        'Every round of the NBA playoffs, including the Finals, is a best-of-seven series. The first team to win four games advances.',
        '## The 2-2-1-1-1 format',
        'The team with home-court advantage hosts Games 1 and 2, the other team hosts Games 3 and 4, and then the venues alternate for Games 5, 6 and 7. The Finals have used the same pattern since 2014, after years of a 2-3-2 format.',
        '## Why home court matters',
        'The higher seed can play up to four of the seven games at home, including a deciding Game 7. Over a long series, familiar surroundings and a loud crowd add up.',
        '## What a 3-0 lead means',
        'Very few teams that lost the first three games of a series have even forced a Game 7, so a 3-0 lead has long been treated as almost decisive. That is why fans watch Game 3 so closely when a series stands at 2-0.',
      ],
    },
    vi: {
      title: 'Thắng 4/7 trận: loạt đấu play-off NBA diễn ra thế nào',
      summary:
        'Vì sao đội hạt giống cao hơn được đá sân nhà các trận 1, 2, 5 và 7, thể thức 2-2-1-1-1 là gì, và vì sao dẫn 3-0 gần như chắc thắng.',
      body: [
        'Mọi vòng play-off NBA, kể cả chung kết, đều theo thể thức thắng 4 trong 7 trận. Đội thắng bốn trận trước sẽ đi tiếp.',
        '## Thể thức 2-2-1-1-1',
        'Đội có lợi thế sân nhà tổ chức trận 1 và 2, đội kia tổ chức trận 3 và 4, sau đó hai đội luân phiên làm chủ nhà ở các trận 5, 6 và 7. Chung kết NBA áp dụng cách sắp xếp này từ năm 2014, sau nhiều năm dùng thể thức 2-3-2.',
        '## Vì sao sân nhà quan trọng',
        'Đội hạt giống cao hơn có thể đá tới bốn trong bảy trận trên sân nhà, kể cả trận 7 quyết định. Qua một loạt đấu dài, sự quen thuộc với sân bãi và tiếng cổ vũ của khán giả nhà tích lũy thành lợi thế.',
        '## Dẫn 3-0 nghĩa là gì',
        'Rất ít đội bị dẫn 0-3 có thể kéo loạt đấu đến trận 7, nên dẫn 3-0 từ lâu được xem là gần như chắc thắng. Vì vậy khi loạt đấu đang là 2-0, người hâm mộ đặc biệt chú ý đến trận 3.',
      ],
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Transfers
  {
    key: 'how-the-transfer-window-works',
    category: 'transfers',
    competitions: [],
    teams: [],
    hoursAgo: 8,
    views: 15800,
    cover: 'transfer',
    zh: {
      title: '转会窗口是怎么运作的？',
      summary: '俱乐部为何只能在特定时间注册新球员、转会窗口开放多久，“截止日”又到底意味着什么？',
      body: [
        '转会窗口是俱乐部可以向本国足协注册新球员的时间段。俱乐部随时可以谈判，但新援只有在完成注册后才能上场。',
        '## 每年两个窗口',
        '根据国际足联的规定，各国足协每个赛季设两个注册期：赛季之间较长的一个，最长12周；赛季中段较短的一个，最长4周。在欧洲大多数联赛，这就是夏窗和冬窗。',
        '## 不同的日历',
        '中超等按自然年进行的联赛，主要转会窗口在年初开启。这也是中国和欧洲的转会高峰很少同时出现的原因。',
        '## 截止日',
        '窗口关闭的最后一天，俱乐部争分夺秒地完成文件、体检和注册手续。有些足协允许对截止前已谈妥的交易给予短暂的补充时间。',
      ],
    },
    en: {
      title: 'How the football transfer window works',
      summary:
        'Why clubs can only register new players at certain times of year, how long the windows last, and what deadline day really means.',
      body: [
        'A transfer window is a period during which clubs can register new players with their national association. Clubs can negotiate at any time, but a new signing cannot play until the registration is done.',
        '## Two windows a year',
        "Under FIFA's rules, each association sets two registration periods a season: a longer one of up to 12 weeks between seasons and a shorter one of up to four weeks in the middle. In most European leagues that means a summer window and a January window.",
        '## Different calendars',
        'Leagues that play within a calendar year, such as the Chinese Super League, have their main window at the start of the year. That is why transfer activity in China and in Europe rarely peaks at the same time.',
        '## Deadline day',
        'On the last day of a window, clubs rush to complete paperwork, medicals and registrations before the cut-off. Some associations allow a short extra period to finish deals that were agreed before the deadline.',
      ],
    },
    vi: {
      title: 'Kỳ chuyển nhượng trong bóng đá hoạt động thế nào',
      summary:
        'Vì sao các câu lạc bộ chỉ được đăng ký cầu thủ mới vào một số thời điểm, mỗi kỳ chuyển nhượng kéo dài bao lâu và ngày chốt hạ có ý nghĩa gì.',
      body: [
        'Kỳ chuyển nhượng là khoảng thời gian các câu lạc bộ được đăng ký cầu thủ mới với liên đoàn bóng đá quốc gia. Các đội có thể đàm phán bất cứ lúc nào, nhưng tân binh chỉ được ra sân sau khi hoàn tất đăng ký.',
        '## Hai kỳ mỗi năm',
        'Theo quy định của FIFA, mỗi liên đoàn đặt hai giai đoạn đăng ký trong một mùa: một giai đoạn dài tối đa 12 tuần giữa hai mùa giải và một giai đoạn ngắn tối đa 4 tuần ở giữa mùa. Ở phần lớn các giải châu Âu, đó là kỳ chuyển nhượng mùa hè và kỳ chuyển nhượng tháng Một.',
        '## Lịch khác nhau',
        'Những giải đấu diễn ra trong một năm dương lịch, như VĐQG Trung Quốc, có kỳ chuyển nhượng chính vào đầu năm. Đó là lý do thị trường chuyển nhượng ở Trung Quốc và châu Âu hiếm khi sôi động cùng lúc.',
        '## Ngày chốt hạ',
        'Vào ngày cuối cùng của kỳ chuyển nhượng, các câu lạc bộ chạy đua hoàn tất giấy tờ, kiểm tra y tế và đăng ký trước giờ đóng cửa. Một số liên đoàn cho phép thêm một khoảng thời gian ngắn để hoàn tất những thương vụ đã thỏa thuận trước hạn chót.',
      ],
    },
  },
  {
    key: 'football-loan-deals-explained',
    category: 'transfers',
    competitions: [],
    teams: [],
    hoursAgo: 100,
    views: 4320,
    cover: 'transfer',
    zh: {
      title: '租借交易全解析：选择权、强制买断与名额限制',
      summary: '俱乐部为何外租球员、买断选择权和强制买断有何区别，国际足联又为何限制租借数量？',
      body: [
        '租借是指球员在一段固定时间内加盟另一家俱乐部，但合同仍属于原俱乐部。年轻球员常常通过租借获得稳定的一线队出场机会。',
        '## 费用怎么分',
        '双方俱乐部会商定球员薪水如何分担，以及是否支付租借费。合同中还可能约定球员不得在对阵母队的比赛中出场。',
        '## 选择权与强制买断',
        '买断选择权是指租借方可以按约定价格永久签下球员，但不是必须。强制买断则意味着永久转会必须完成，有时要在出场次数等条件达成后才生效。',
        '## 租借名额限制',
        '国际足联已对俱乐部同一时间租入和租出的球员人数设限，年轻球员和本俱乐部培养的球员可以例外。各国足协也可能有自己的租借规定。',
      ],
    },
    en: {
      title: 'Loan deals explained: options, obligations and limits',
      summary:
        'Why clubs loan players out, what an option or obligation to buy means, and why FIFA now limits how many loans a club can have.',
      body: [
        'A loan lets a player join another club for a fixed period while staying under contract with the parent club. Young players often go on loan to get regular first-team football.',
        '## Who pays what',
        "The clubs agree how the player's wages are split and whether a loan fee is paid. The agreement may also stop the player from facing the parent club.",
        '## Option or obligation',
        'An option to buy lets the borrowing club sign the player permanently for an agreed fee if it wants to. An obligation to buy means the permanent deal must go through, sometimes only once conditions such as a number of appearances are met.',
        '## Limits on loans',
        'FIFA has introduced limits on how many players a club can loan in and out at the same time, with exceptions for younger players and those trained by the club. National associations can also have their own rules on loans.',
      ],
    },
    vi: {
      title: 'Hợp đồng cho mượn: điều khoản mua đứt và giới hạn',
      summary:
        'Vì sao các câu lạc bộ cho mượn cầu thủ, điều khoản mua đứt tùy chọn và bắt buộc khác nhau thế nào, và vì sao FIFA giới hạn việc cho mượn.',
      body: [
        'Cho mượn là hình thức cầu thủ gia nhập một câu lạc bộ khác trong thời gian nhất định nhưng vẫn thuộc biên chế của đội chủ quản. Các cầu thủ trẻ thường được cho mượn để có cơ hội ra sân thường xuyên ở đội một.',
        '## Ai trả tiền',
        'Hai câu lạc bộ thỏa thuận cách chia lương của cầu thủ và có trả phí mượn hay không. Thỏa thuận cũng có thể quy định cầu thủ không được ra sân khi gặp đội chủ quản.',
        '## Mua đứt tùy chọn hay bắt buộc',
        'Điều khoản mua đứt tùy chọn cho phép đội mượn ký hợp đồng lâu dài với mức phí đã thỏa thuận nếu muốn. Điều khoản bắt buộc mua đứt nghĩa là thương vụ chính thức phải diễn ra, đôi khi chỉ sau khi đạt các điều kiện như số trận ra sân.',
        '## Giới hạn cho mượn',
        'FIFA đã đặt giới hạn số cầu thủ mà một câu lạc bộ được mượn vào và cho mượn ra cùng lúc, trừ các cầu thủ trẻ và cầu thủ do chính câu lạc bộ đào tạo. Các liên đoàn quốc gia cũng có thể có quy định riêng.',
      ],
    },
  },
  {
    key: 'bosman-ruling-free-agents-explained',
    category: 'transfers',
    competitions: [],
    teams: [],
    hoursAgo: 140,
    views: 2870,
    cover: 'transfer',
    zh: {
      title: '自由球员与博斯曼法案全解析',
      summary: '1995年的一场诉讼如何改变了足球？什么是自由转会，球员又何时可以与新东家预签约？',
      body: [
        '1995年以前，在许多欧洲国家，即使球员合同已经到期，俱乐部仍可以索要转会费。1995年12月欧洲法院作出的博斯曼裁决，改变了欧盟内部俱乐部之间球员流动的这一状况。',
        '## 自由转会',
        '从那以后，合同到期的球员可以零转会费加盟另一个欧盟国家的俱乐部。这就是球迷常说的自由转会，也叫“博斯曼转会”。',
        '## 预签约',
        '根据国际足联的规定，当球员合同剩余六个月或更短时，就可以与新俱乐部签约。因此，关于夏季自由转会的消息往往在冬季就会出现。',
        '## 为何要提前续约',
        '为了保住球员的身价，俱乐部会尽量在合同最后一年之前完成续约。合同只剩一年的球员，常常被视为夏窗潜在的出售对象。',
      ],
    },
    en: {
      title: 'Free agents and the Bosman ruling, explained',
      summary:
        'How a 1995 court case changed football, what a free transfer is, and when a player can agree a pre-contract with a new club.',
      body: [
        "Before 1995, clubs in many European countries could demand a fee even when a player's contract had ended. The Bosman ruling by the European Court of Justice in December 1995 changed that for players moving between clubs in the European Union.",
        '## Free transfers',
        'Since then, a player whose contract has expired can join a club in another EU country without a transfer fee. This is what fans call a free transfer, or a Bosman move.',
        '## Pre-contract agreements',
        "Under FIFA's rules, a player may sign with a new club once the current contract has six months or less left to run. That is why news of summer free transfers often appears in winter.",
        '## Why contracts run long',
        'To protect the value of their players, clubs try to extend contracts well before the final year. A player with a year left is often seen as a possible summer sale.',
      ],
    },
    vi: {
      title: 'Cầu thủ tự do và phán quyết Bosman',
      summary:
        'Một vụ kiện năm 1995 đã thay đổi bóng đá thế nào, chuyển nhượng tự do là gì và khi nào cầu thủ được ký tiền hợp đồng với đội bóng mới.',
      body: [
        'Trước năm 1995, câu lạc bộ ở nhiều nước châu Âu vẫn có thể đòi phí chuyển nhượng kể cả khi hợp đồng của cầu thủ đã hết hạn. Phán quyết Bosman của Tòa án Công lý châu Âu vào tháng 12 năm 1995 đã thay đổi điều đó đối với cầu thủ chuyển giữa các câu lạc bộ trong Liên minh châu Âu.',
        '## Chuyển nhượng tự do',
        'Kể từ đó, cầu thủ hết hợp đồng có thể gia nhập câu lạc bộ ở một nước EU khác mà không mất phí chuyển nhượng. Đây chính là điều người hâm mộ gọi là chuyển nhượng tự do, hay “thương vụ Bosman”.',
        '## Tiền hợp đồng',
        'Theo quy định của FIFA, cầu thủ có thể ký với câu lạc bộ mới khi hợp đồng hiện tại chỉ còn sáu tháng hoặc ít hơn. Vì vậy tin tức về các vụ chuyển nhượng tự do mùa hè thường xuất hiện từ mùa đông.',
        '## Vì sao gia hạn sớm',
        'Để bảo vệ giá trị cầu thủ, các câu lạc bộ cố gắng gia hạn hợp đồng trước khi bước vào năm cuối. Cầu thủ chỉ còn một năm hợp đồng thường được xem là ứng viên bán đi vào mùa hè.',
      ],
    },
  },
  {
    key: 'transfer-fee-clauses-glossary',
    category: 'transfers',
    competitions: [],
    teams: [],
    hoursAgo: 180,
    views: 1930,
    cover: 'transfer',
    zh: {
      title: '浮动条款、二次转会分成与解约金：转会术语表',
      summary:
        '新闻标题里的转会费很少是全部真相。一份简明术语表，帮你看懂决定实际支付金额的各种条款。',
      body: [
        '新闻标题中的转会费，往往只是交易的一部分。转会通常分为固定金额和视后续表现而定的额外付款。',
        '## 浮动条款',
        '浮动条款是指在达到出场次数、进球数或夺冠等目标后触发的付款。它让买方俱乐部在引援不成功时可以分担风险。',
        '## 二次转会分成',
        '二次转会分成条款让卖方俱乐部在球员未来转会时，获得转会费或转会利润的一定比例。出售年轻球员的俱乐部往往会坚持加入这一条款。',
        '## 解约金与联合机制补偿',
        '在西班牙，球员合同都包含解约金条款，即球员可以离队的固定价格。此外，国际足联的联合机制会把国际转会费中最多5%分给球员12至23岁期间培养过他的俱乐部。',
      ],
    },
    en: {
      title: 'Add-ons, sell-on and release clauses: a transfer glossary',
      summary:
        'Headline transfer fees rarely tell the whole story. A short glossary of the clauses that decide how much is actually paid.',
      body: [
        'The fee you see in a headline is often only part of a deal. Transfers are usually split into a fixed amount and extra payments that depend on what happens next.',
        '## Add-ons',
        'Add-ons are payments triggered by targets such as appearances, goals or trophies. They let the buying club share the risk if a signing does not work out.',
        '## Sell-on clauses',
        'A sell-on clause gives the selling club a percentage of a future transfer fee, or of the profit on it. Clubs that sell young players often insist on one.',
        '## Release clauses and solidarity payments',
        "In Spain, player contracts include a release clause, a fixed price at which the player can leave. Separately, FIFA's solidarity mechanism passes up to 5 percent of an international transfer fee to the clubs that trained the player between the ages of 12 and 23.",
      ],
    },
    vi: {
      title: 'Thuật ngữ chuyển nhượng: phụ phí và phí giải phóng',
      summary:
        'Con số phí chuyển nhượng trên tiêu đề hiếm khi là toàn bộ câu chuyện. Bảng thuật ngữ ngắn về các điều khoản quyết định số tiền thực trả.',
      body: [
        'Mức phí xuất hiện trên tiêu đề thường chỉ là một phần của thương vụ. Một vụ chuyển nhượng thường gồm khoản tiền cố định và các khoản trả thêm tùy vào diễn biến sau này.',
        '## Phụ phí',
        'Phụ phí là các khoản tiền được kích hoạt khi đạt mục tiêu như số trận ra sân, số bàn thắng hoặc danh hiệu. Chúng giúp đội mua chia sẻ rủi ro nếu tân binh không thành công.',
        '## Điều khoản chia phần trăm khi bán lại',
        'Điều khoản này cho đội bán được hưởng một tỷ lệ phần trăm từ phí chuyển nhượng trong tương lai, hoặc từ khoản lãi của thương vụ đó. Các câu lạc bộ bán cầu thủ trẻ thường kiên quyết đưa điều khoản này vào hợp đồng.',
        '## Phí giải phóng hợp đồng và cơ chế đoàn kết',
        'Ở Tây Ban Nha, hợp đồng cầu thủ luôn có điều khoản giải phóng, tức là mức giá cố định để cầu thủ có thể ra đi. Ngoài ra, cơ chế đoàn kết của FIFA trích tối đa 5% phí chuyển nhượng quốc tế cho các câu lạc bộ đã đào tạo cầu thủ trong độ tuổi từ 12 đến 23.',
      ],
    },
  },

  // ---------------------------------------------------------------------------------------------
  // World Cup 2026
  {
    key: 'world-cup-2026-48-team-format-explained',
    category: 'world-cup',
    competitions: ['worldcup-2026'],
    teams: [],
    hoursAgo: 20,
    views: 138900,
    cover: 'trophy',
    zh: {
      title: '一文看懂48队世界杯新赛制',
      summary:
        '12个小组、全新的32强淘汰赛、三个东道主共104场比赛。2026年世界杯从揭幕到决赛是这样进行的。',
      body: [
        '2026年世界杯是首届48队参赛的世界杯（此前为32队），也是首次由加拿大、墨西哥和美国三国联合举办。比赛总场次从64场增加到104场。',
        '## 12个四队小组',
        '48支球队被分入12个小组，每组4队，每队踢3场小组赛。各组前两名以及成绩最好的8个小组第三晋级淘汰赛。',
        '## 全新的32强赛',
        '这32支球队进入新设的32强赛，之后是16强、四分之一决赛、半决赛和决赛。一路打进决赛的球队要踢8场比赛，而不是以往的7场。',
        '## 关键日期',
        '本届世界杯于2026年6月11日在墨西哥城阿兹特克球场揭幕，7月19日在纽约/新泽西地区举行决赛。开球时间请查看赛程中按你所在时区显示的时间。',
      ],
    },
    en: {
      title: 'The 48-team World Cup format, explained',
      summary:
        'Twelve groups, a new round of 32 and 104 matches across three host countries. How the 2026 World Cup works from start to final.',
      body: [
        'The 2026 World Cup is the first with 48 teams, up from 32, and the first hosted by three countries: Canada, Mexico and the United States. The number of matches rises from 64 to 104.',
        '## Twelve groups of four',
        'The teams are drawn into 12 groups of four, and each team plays three group matches. The top two in every group qualify for the knockout stage, along with the eight best third-placed teams.',
        '## A new round of 32',
        'Those 32 teams enter a new round of 32, followed by the round of 16, the quarter-finals, the semi-finals and the final. A team that goes all the way plays eight matches instead of seven.',
        '## Key dates',
        'The tournament runs from 11 June 2026, with the opening match at Estadio Azteca in Mexico City, to the final on 19 July 2026 in the New York and New Jersey area. Check the schedule for kick-off times in your own time zone.',
      ],
    },
    vi: {
      title: 'Giải thích thể thức World Cup 48 đội',
      summary:
        '12 bảng đấu, vòng 32 đội mới và 104 trận tại ba nước chủ nhà. World Cup 2026 diễn ra thế nào từ khai mạc đến chung kết.',
      body: [
        'Giải vô địch bóng đá thế giới (World Cup) 2026 là kỳ đầu tiên có 48 đội tham dự thay vì 32, và cũng là lần đầu tiên do ba quốc gia đồng đăng cai: Canada, Mexico và Mỹ. Số trận đấu tăng từ 64 lên 104.',
        '## 12 bảng, mỗi bảng 4 đội',
        'Các đội được bốc thăm chia vào 12 bảng, mỗi bảng 4 đội, mỗi đội đá 3 trận vòng bảng. Hai đội đứng đầu mỗi bảng cùng 8 đội xếp thứ ba có thành tích tốt nhất giành vé vào vòng loại trực tiếp.',
        '## Vòng 32 đội mới',
        '32 đội này bước vào vòng 32 đội, tiếp theo là vòng 1/8, tứ kết, bán kết và chung kết. Một đội đi đến trận cuối cùng sẽ đá 8 trận thay vì 7 trận như trước.',
        '## Những mốc thời gian chính',
        'Giải diễn ra từ ngày 11/6/2026, khai mạc tại sân Estadio Azteca ở Thành phố Mexico, đến trận chung kết ngày 19/7/2026 tại khu vực New York và New Jersey. Hãy xem lịch thi đấu để biết giờ bóng lăn theo múi giờ của bạn.',
      ],
    },
  },
  {
    key: 'world-cup-2026-host-cities-guide',
    category: 'world-cup',
    competitions: ['worldcup-2026'],
    teams: [],
    hoursAgo: 65,
    views: 23400,
    cover: 'stadium',
    zh: {
      title: '2026世界杯16座主办城市指南',
      summary: '美国11座、墨西哥3座、加拿大2座。比赛在哪里进行，对亚洲球迷又意味着什么？',
      body: [
        '2026年世界杯在北美的16座主办城市进行。其中11座在美国，3座在墨西哥，2座在加拿大。',
        '## 主办城市',
        '美国的主办城市包括亚特兰大、波士顿、达拉斯、休斯敦、堪萨斯城、洛杉矶、迈阿密、纽约/新泽西、费城、旧金山湾区和西雅图。墨西哥的是墨西哥城、瓜达拉哈拉和蒙特雷，加拿大的是多伦多和温哥华。',
        '## 一座历史球场',
        '墨西哥城的阿兹特克球场曾举办1970年和1986年世界杯决赛，也是首座承办过三届世界杯比赛的球场。本届世界杯的揭幕战同样在这里进行。',
        '## 亚洲球迷怎么看',
        '主办城市横跨从太平洋沿岸到东海岸的多个时区。对中国和越南的球迷来说，很多比赛在凌晨进行，记得用好赛程和预约提醒，提前安排观赛。',
      ],
    },
    en: {
      title: 'World Cup 2026: a guide to the 16 host cities',
      summary:
        'Eleven cities in the United States, three in Mexico and two in Canada. Where the matches are played and what it means for fans in Asia.',
      body: [
        'The 2026 World Cup is played in 16 host cities across North America. Eleven are in the United States, three in Mexico and two in Canada.',
        '## The cities',
        'The US cities are Atlanta, Boston, Dallas, Houston, Kansas City, Los Angeles, Miami, New York and New Jersey, Philadelphia, the San Francisco Bay Area and Seattle. Mexico City, Guadalajara and Monterrey host in Mexico, and Toronto and Vancouver in Canada.',
        '## A historic stadium',
        'Estadio Azteca in Mexico City, which staged the finals of 1970 and 1986, is the first stadium to host matches at three World Cups. It is also the venue of the opening match.',
        '## Watching from Asia',
        'The host cities span several time zones, from the Pacific coast to the East Coast. For fans in China and Vietnam, many matches fall in the early hours of the morning, so use the schedule and reminders to plan ahead.',
      ],
    },
    vi: {
      title: 'World Cup 2026: cẩm nang 16 thành phố đăng cai',
      summary:
        '11 thành phố ở Mỹ, 3 ở Mexico và 2 ở Canada. Các trận đấu diễn ra ở đâu và điều đó có ý nghĩa gì với người hâm mộ châu Á.',
      body: [
        'World Cup 2026 diễn ra tại 16 thành phố đăng cai trên khắp Bắc Mỹ. Trong đó có 11 thành phố ở Mỹ, 3 ở Mexico và 2 ở Canada.',
        '## Các thành phố',
        'Các thành phố của Mỹ gồm Atlanta, Boston, Dallas, Houston, Kansas City, Los Angeles, Miami, New York/New Jersey, Philadelphia, vùng vịnh San Francisco và Seattle. Mexico có Thành phố Mexico, Guadalajara và Monterrey, còn Canada có Toronto và Vancouver.',
        '## Một sân vận động lịch sử',
        'Sân Estadio Azteca ở Thành phố Mexico, nơi tổ chức chung kết World Cup 1970 và 1986, là sân vận động đầu tiên tổ chức các trận đấu ở ba kỳ World Cup. Trận khai mạc cũng diễn ra tại đây.',
        '## Xem từ châu Á',
        'Các thành phố đăng cai trải dài qua nhiều múi giờ, từ bờ Tây đến bờ Đông. Với người hâm mộ ở Trung Quốc và Việt Nam, nhiều trận đấu diễn ra vào rạng sáng, vì vậy hãy dùng lịch thi đấu và tính năng đặt lịch để chuẩn bị trước.',
      ],
    },
  },
  {
    key: 'world-cup-2026-brazil-morocco-group-c-preview',
    category: 'world-cup',
    competitions: ['worldcup-2026'],
    teams: ['nt-brazil', 'nt-morocco'],
    hoursAgo: 9,
    views: 74500,
    cover: 'pitch',
    zh: {
      title: '巴西vs摩洛哥：C组焦点战看点',
      summary: '五届世界杯冠军对阵首支闯入世界杯四强的非洲球队。一篇立足历史与风格的赛前前瞻。',
      body: [
        '巴西与摩洛哥在2026年世界杯中同被分在C组，同组的还有海地和苏格兰。这是小组赛阶段最引人注目的对决之一。',
        '## 两段足球故事',
        '巴西是唯一五次夺得世界杯的国家，分别在1958年、1962年、1970年、1994年和2002年。摩洛哥则在2022年创造历史，成为首支闯入世界杯半决赛的非洲球队。',
        '## 似曾相识的小组',
        '巴西、摩洛哥和苏格兰在1998年法国世界杯上也曾同组。这一次的新赛制让小组第三也有机会晋级。',
        '## 看点',
        '摩洛哥以紧凑有序的防守和快速反击著称，巴西则传统上依靠前场的个人技术。看点在于巴西能否在纪律严明的防线面前找到线间空间。',
      ],
    },
    en: {
      title: 'Brazil v Morocco: what to watch in Group C',
      summary:
        'Five-time world champions against the first African side to reach a World Cup semi-final. A preview built on history and style.',
      body: [
        'Brazil and Morocco are drawn together in Group C of the 2026 World Cup, with Haiti and Scotland completing the group. It is one of the most eye-catching meetings of the group stage.',
        '## Two football stories',
        'Brazil are the only country to have won the World Cup five times, in 1958, 1962, 1970, 1994 and 2002. Morocco made history in 2022 by becoming the first African team to reach a World Cup semi-final.',
        '## A familiar group',
        'Brazil, Morocco and Scotland also shared a group at the 1998 World Cup in France. This time the format gives even a third-placed team a chance to go through.',
        '## What to watch',
        'Morocco are known for a compact, well-organised defence and quick counter-attacks, while Brazil traditionally rely on individual skill in the final third. Watch whether Brazil can find space between the lines against a disciplined block.',
      ],
    },
    vi: {
      title: 'Brazil vs Morocco: điểm nhấn của bảng C',
      summary:
        'Nhà vô địch thế giới 5 lần đối đầu đội bóng châu Phi đầu tiên vào bán kết World Cup. Nhận định dựa trên lịch sử và lối chơi.',
      body: [
        'Brazil và Morocco cùng nằm ở bảng C của World Cup 2026, cùng với Haiti và Scotland. Đây là một trong những cặp đấu hấp dẫn nhất vòng bảng.',
        '## Hai câu chuyện bóng đá',
        'Brazil là quốc gia duy nhất năm lần vô địch World Cup, vào các năm 1958, 1962, 1970, 1994 và 2002. Morocco làm nên lịch sử năm 2022 khi trở thành đội bóng châu Phi đầu tiên vào bán kết World Cup.',
        '## Một bảng đấu quen thuộc',
        'Brazil, Morocco và Scotland cũng từng nằm chung bảng tại World Cup 1998 ở Pháp. Lần này, thể thức mới cho cả đội xếp thứ ba cơ hội đi tiếp.',
        '## Điểm nhấn chuyên môn',
        'Morocco nổi tiếng với hàng thủ chặt chẽ, kỷ luật và những pha phản công nhanh, trong khi Brazil truyền thống dựa vào kỹ thuật cá nhân ở phần sân đối phương. Hãy xem Brazil có tìm được khoảng trống giữa các tuyến trước một khối phòng ngự kỷ luật hay không.',
      ],
    },
  },
  {
    key: 'world-cup-2026-england-croatia-group-l-preview',
    category: 'world-cup',
    competitions: ['worldcup-2026'],
    teams: ['nt-england', 'nt-croatia'],
    hoursAgo: 130,
    views: 31200,
    cover: 'pitch',
    zh: {
      title: '英格兰vs克罗地亚：L组的宿怨重演',
      summary: '继2018年那场著名的世界杯半决赛后，两队再度在L组相遇。回顾历史，解析风格。',
      body: [
        '英格兰与克罗地亚在2026年世界杯中同被分在L组，同组的还有加纳和巴拿马。这是一场近年来故事颇多的对决。',
        '## 2018年半决赛',
        '两队曾在2018年莫斯科世界杯半决赛相遇，克罗地亚在加时赛中以2比1取胜，首次闯入世界杯决赛。之后在2020年欧洲杯小组赛中，英格兰在温布利赢下了两队的交锋。',
        '## 小国大成就',
        '克罗地亚曾三次站上世界杯领奖台，分别在1998年、2018年和2022年，对一个人口不足四百万的国家而言堪称非凡。英格兰唯一的世界杯冠军是1966年在本土获得的。',
        '## 看点',
        '克罗地亚长期以来依靠一条技术出众、在压迫下依然能从容控球的中场线。英格兰的难题在于如何把控球转化为机会，同时不给对手留下反击空间。',
      ],
    },
    en: {
      title: 'England v Croatia: a rematch with history in Group L',
      summary:
        'The two sides meet again in Group L after a famous World Cup semi-final in 2018. A preview of the history and the styles.',
      body: [
        'England and Croatia are drawn together in Group L of the 2026 World Cup, alongside Ghana and Panama. It is a meeting with plenty of recent history.',
        '## The 2018 semi-final',
        'The sides met in the semi-finals of the 2018 World Cup in Moscow, where Croatia won 2-1 after extra time to reach their first final. England then won the group-stage meeting at Euro 2020 at Wembley.',
        '## Small country, big record',
        "Croatia have finished on the World Cup podium three times, in 1998, 2018 and 2022, a remarkable record for a country of under four million people. England's only world title came on home soil in 1966.",
        '## What to watch',
        "Croatia have long been built around a technically gifted midfield that keeps the ball calmly under pressure. England's challenge is to turn possession into chances without leaving space behind for counter-attacks.",
      ],
    },
    vi: {
      title: 'Anh vs Croatia: cuộc tái đấu giàu lịch sử ở bảng L',
      summary:
        'Hai đội gặp lại nhau ở bảng L sau trận bán kết World Cup 2018 nổi tiếng. Nhìn lại lịch sử và phân tích lối chơi.',
      body: [
        'Anh và Croatia cùng nằm ở bảng L của World Cup 2026, cùng với Ghana và Panama. Đây là cặp đấu có nhiều câu chuyện trong những năm gần đây.',
        '## Trận bán kết năm 2018',
        'Hai đội gặp nhau ở bán kết World Cup 2018 tại Moscow, nơi Croatia thắng 2-1 sau hiệp phụ để lần đầu vào chung kết. Sau đó ở vòng bảng Euro 2020, Anh thắng Croatia tại Wembley.',
        '## Nước nhỏ, thành tích lớn',
        'Croatia từng ba lần đứng trên bục nhận huy chương World Cup, vào các năm 1998, 2018 và 2022, một thành tích đáng nể với quốc gia chưa đến bốn triệu dân. Danh hiệu vô địch thế giới duy nhất của Anh có được trên sân nhà năm 1966.',
        '## Điểm nhấn chuyên môn',
        'Croatia từ lâu được xây dựng quanh một tuyến giữa giàu kỹ thuật, giữ bóng điềm tĩnh dưới sức ép. Thử thách của Anh là biến khả năng kiểm soát bóng thành cơ hội mà không để lộ khoảng trống cho đối thủ phản công.',
      ],
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Analysis
  {
    key: 'asian-handicap-explained',
    category: 'analysis',
    competitions: [],
    teams: [],
    hoursAgo: 26,
    views: 56700,
    cover: 'tactics',
    zh: {
      title: '亚盘入门：一文看懂让球盘口',
      summary:
        '-0.5、-0.25这样的盘口是什么意思，为什么亚盘能消除平局？比赛页的亚盘一栏又该怎么看？',
      body: [
        '亚盘是在开赛前让一方先让出若干球，使实力不均的两队变成势均力敌的对局。由于半球盘口十分常见，亚盘通常把平局这一结果排除在外。',
        '## 读懂盘口',
        '平手盘（0）表示两队站在同一起跑线，打平则退回本金，即“走盘”。半球盘（-0.5）要求让球方必须取胜，赢多少都行；一球盘（-1）若让球方只赢一球，则为走盘、退回本金。',
        '## 四分之一盘口',
        '平半（-0.25）、半一（-0.75）这类盘口会把本金平分到相邻的两个盘口上。以平半为例，一半按平手、一半按半球计算，若打平则一半走盘退回，另一半输掉。',
        '## 数字告诉你什么',
        '盘口反映的是市场对两队实力的判断，而不是比赛结果的保证。如涉及投注，请只在合法的地方进行，切勿投入输不起的钱。',
      ],
    },
    en: {
      title: 'Asian handicap explained in plain words',
      summary:
        'What a handicap line like -0.5 or -0.25 means, why it removes the draw, and how to read the Handicap column on a match page.',
      body: [
        'An Asian handicap gives one team a head start of goals before kick-off, so that two unequal teams become an even contest. Because half-goal lines are common, it usually removes the draw as an outcome.',
        '## Reading the line',
        'A line of 0 means the teams start level, and if the match is drawn the stake is returned. At -0.5 the favourite must win by any margin, while at -1 a one-goal win counts as a push and the stake is returned.',
        '## Quarter lines',
        'Lines such as -0.25 or -0.75 split the stake in half across the two nearest lines. At -0.25, for example, half goes on 0 and half on -0.5, so a draw returns half the stake and loses the other half.',
        '## What the numbers tell you',
        'The handicap shows how the market rates the two teams, not what will happen. If you bet, do so only where it is legal, and never with money you cannot afford to lose.',
      ],
    },
    vi: {
      title: 'Giải thích kèo châu Á bằng ngôn ngữ dễ hiểu',
      summary:
        'Kèo -0.5 hay -0.25 nghĩa là gì, vì sao kèo châu Á loại bỏ kết quả hòa và cách đọc cột Tỷ lệ kèo trên trang trận đấu.',
      body: [
        'Kèo châu Á cho một đội được chấp trước một số bàn thắng trước khi bóng lăn, để hai đội chênh lệch trở nên cân bằng. Vì các mức kèo nửa trái rất phổ biến, kèo châu Á thường loại bỏ kết quả hòa.',
        '## Đọc mức kèo',
        'Kèo đồng banh (0) nghĩa là hai đội xuất phát ngang nhau, nếu hòa thì được hoàn tiền. Với kèo chấp nửa trái (-0.5), đội cửa trên phải thắng với bất kỳ cách biệt nào, còn với kèo chấp một trái (-1), nếu đội cửa trên chỉ thắng cách biệt một bàn thì hòa kèo và được hoàn tiền.',
        '## Kèo một phần tư',
        'Các mức như -0.25 (đồng banh nửa trái) hay -0.75 (nửa một) chia đôi tiền cược vào hai mức kèo gần nhất. Ví dụ với -0.25, một nửa tính theo kèo đồng banh và một nửa theo kèo nửa trái, nên nếu hòa thì một nửa được hoàn lại và nửa kia bị thua.',
        '## Con số nói lên điều gì',
        'Mức kèo cho thấy thị trường đánh giá hai đội thế nào, chứ không phải điều chắc chắn sẽ xảy ra. Nếu tham gia cá cược, hãy chỉ làm ở nơi hợp pháp và đừng bao giờ dùng số tiền bạn không thể để mất.',
      ],
    },
  },
  {
    key: 'offside-rule-explained',
    category: 'analysis',
    competitions: [],
    teams: [],
    hoursAgo: 110,
    views: 7640,
    cover: 'tactics',
    zh: {
      title: '越位规则，一看就懂',
      summary: '什么时候处于越位位置、什么情况下才算越位犯规，哪些情形又根本不存在越位？',
      body: [
        '如果球员头部、身体或脚的任何部位位于对方半场，且比球和对方倒数第二名球员都更接近对方球门线，他就处于越位位置。手和手臂不计算在内，门将通常是倒数两名防守球员之一。',
        '## 处于越位位置不等于犯规',
        '单纯站在越位位置不会被判罚。只有当队友传球或触球时，该球员随后参与了实际比赛，例如触球或阻挡对方视线，才构成越位犯规。',
        '## 不存在越位的情形',
        '直接从球门球、界外球和角球得球不判越位。与对方倒数第二名球员平行，或与最后两名对方球员平行，也不算越位。',
        '## 技术辅助',
        '如今视频助理裁判（VAR）会复核毫厘之间的越位判罚，一些赛事还使用半自动越位技术。这项技术在2022年世界杯上广为人知，现在已出现在多项顶级赛事中。',
      ],
    },
    en: {
      title: 'The offside rule, explained simply',
      summary:
        'When a player is in an offside position, when that becomes an offence, and the situations where offside does not apply at all.',
      body: [
        "A player is in an offside position if any part of the head, body or feet is in the opponents' half and nearer to the goal line than both the ball and the second-last opponent. The hands and arms are not counted, and the goalkeeper usually counts as one of the last two opponents.",
        '## Position is not an offence',
        "Simply standing in an offside position is not punished. It becomes an offence only when a team-mate plays or touches the ball and the player then becomes involved in active play, for example by playing the ball or blocking an opponent's view.",
        '## When offside does not apply',
        'There is no offside offence when the ball comes directly from a goal kick, a throw-in or a corner kick. A player level with the second-last opponent, or level with the last two opponents, is not offside.',
        '## Technology',
        'Video assistant referees now check close offside decisions, and some competitions use semi-automated offside technology. The system came to wide attention at the 2022 World Cup and is now seen in several top competitions.',
      ],
    },
    vi: {
      title: 'Giải thích luật việt vị một cách đơn giản',
      summary:
        'Khi nào cầu thủ ở vị trí việt vị, khi nào điều đó trở thành lỗi, và những tình huống hoàn toàn không có việt vị.',
      body: [
        'Cầu thủ ở vị trí việt vị nếu bất kỳ phần nào của đầu, thân hoặc chân nằm ở phần sân đối phương và gần đường biên ngang hơn cả bóng lẫn cầu thủ áp chót của đối phương. Tay và cánh tay không được tính, và thủ môn thường là một trong hai cầu thủ cuối cùng của đối phương.',
        '## Đứng ở vị trí việt vị chưa phải là lỗi',
        'Chỉ đứng ở vị trí việt vị thì không bị phạt. Lỗi việt vị chỉ xảy ra khi đồng đội chuyền hoặc chạm bóng và cầu thủ đó sau đó tham gia vào tình huống, chẳng hạn chơi bóng hoặc che tầm nhìn của đối phương.',
        '## Khi nào không có việt vị',
        'Không có lỗi việt vị khi nhận bóng trực tiếp từ quả phát bóng lên, quả ném biên hoặc quả phạt góc. Cầu thủ đứng ngang hàng với cầu thủ áp chót hoặc ngang hàng với hai cầu thủ cuối cùng của đối phương cũng không việt vị.',
        '## Công nghệ hỗ trợ',
        'Ngày nay trợ lý trọng tài video (VAR) kiểm tra các tình huống việt vị sát nút, và một số giải đấu dùng công nghệ việt vị bán tự động. Công nghệ này được biết đến rộng rãi từ World Cup 2022 và hiện có mặt ở nhiều giải đấu hàng đầu.',
      ],
    },
  },
  {
    key: 'pressing-and-counter-pressing-explained',
    category: 'analysis',
    competitions: [],
    teams: [],
    hoursAgo: 160,
    views: 980,
    cover: 'tactics',
    zh: {
      title: '逼抢全解析：高位逼抢、中位防守与低位防守',
      summary:
        '一支球队选择在哪里夺回球权，透露了它的整体思路。关于逼抢、反抢和防守阵型的简明指南。',
      body: [
        '逼抢是指有组织地向持球对手施压，以夺回球权。每位教练都要回答的关键问题是：压迫从球场的哪个位置开始。',
        '## 三种高度',
        '高位逼抢从对方球门附近开始，力图迫使对手在危险区域出现失误。中位防守在中线附近等待，低位防守则回收到本方禁区前沿，保护身后的空间。',
        '## 反抢',
        '反抢常被称为Gegenpressing，因在德国足球中流行而得名，指丢球后立即就地压迫。其思路在于，刚刚断球的对手往往重心未稳。',
        '## 逼抢信号',
        '球队会根据约定的信号整体上抢，例如对手回传、停球失误或把球传向边线，此时边线就像多了一名防守队员。分析师常用PPDA（对手在本方每次防守动作前完成的传球数）等数据来衡量逼抢强度。',
      ],
    },
    en: {
      title: 'Pressing explained: high press, mid block and low block',
      summary:
        'Where a team chooses to win the ball back tells you a lot about its plan. A short guide to pressing, counter-pressing and defensive blocks.',
      body: [
        'Pressing means putting organised pressure on the opponent who has the ball in order to win it back. The key question for every coach is where on the pitch the pressure starts.',
        '## Three heights',
        "A high press starts near the opponent's goal and tries to force mistakes in dangerous areas. A mid block waits around the halfway line, and a low block defends deep near its own penalty area, protecting the space behind.",
        '## Counter-pressing',
        'Counter-pressing, often called gegenpressing after its popularity in German football, means attacking the ball immediately after losing it. The idea is that an opponent who has just won the ball is often off balance.',
        '## Pressing triggers',
        'Teams press together on agreed signals, such as a back pass, a heavy touch or a pass towards the touchline, where the sideline acts as an extra defender. Analysts measure pressing with numbers such as passes allowed per defensive action, known as PPDA.',
      ],
    },
    vi: {
      title: 'Pressing: tầm cao, khối phòng ngự giữa và khối thấp',
      summary:
        'Nơi một đội chọn đoạt lại bóng cho thấy rất nhiều về kế hoạch của họ. Hướng dẫn ngắn về pressing, phản pressing và các khối phòng ngự.',
      body: [
        'Pressing là gây áp lực có tổ chức lên cầu thủ đối phương đang giữ bóng để đoạt lại bóng. Câu hỏi then chốt với mọi huấn luyện viên là áp lực bắt đầu từ đâu trên sân.',
        '## Ba tầm cao',
        'Pressing tầm cao bắt đầu gần khung thành đối phương và cố ép họ mắc sai lầm ở khu vực nguy hiểm. Khối giữa chờ đợi quanh vạch giữa sân, còn khối thấp lùi sâu gần vòng cấm nhà để bảo vệ khoảng trống phía sau.',
        '## Phản pressing',
        'Phản pressing, thường gọi là gegenpressing vì phổ biến trong bóng đá Đức, là lập tức tấn công bóng ngay sau khi mất bóng. Ý tưởng là đối thủ vừa đoạt được bóng thường chưa kịp lấy lại thăng bằng.',
        '## Tín hiệu pressing',
        'Các đội cùng dâng lên ép theo những tín hiệu đã thống nhất, như một đường chuyền về, một cú chạm bóng lỗi hoặc đường chuyền ra sát biên, nơi đường biên dọc đóng vai trò như một hậu vệ thêm. Giới phân tích đo cường độ pressing bằng các chỉ số như PPDA, số đường chuyền đối phương thực hiện trên mỗi hành động phòng ngự.',
      ],
    },
  },
  {
    key: 'football-formations-explained',
    category: 'analysis',
    competitions: [],
    teams: [],
    hoursAgo: 220,
    views: 430,
    cover: 'tactics',
    zh: {
      title: '看懂足球阵型：4-3-3、4-2-3-1与3-5-2',
      summary: '阵型里的数字代表什么，为什么会在比赛中变化？首发名单公布时又该看什么？',
      body: [
        '阵型按从后到前的顺序列出场上球员，不包括门将。4-3-3就是四名后卫、三名中场和三名前锋。',
        '## 常见阵型',
        '4-2-3-1在单前锋身后布置三名攻击型球员，再由两名后腰提供保护。3-5-2则使用三名中后卫，两侧的翼卫需要覆盖整条边路。',
        '## 阵型随球权而变',
        '首发名单上的阵型只是起点。许多以4-4-2或4-5-1防守的球队，进攻时会变成截然不同的形态，比如后场三人、前场五人一字排开。',
        '## 看什么',
        '首发公布时，留意边后卫和后腰由谁出任，因为他们往往决定了控球时的阵型。比赛中，不妨观察本方门将持球时各名球员站在哪里。',
      ],
    },
    en: {
      title: 'Reading football formations: 4-3-3, 4-2-3-1 and 3-5-2',
      summary:
        'What the numbers in a formation mean, why they change during a match, and what to look for when a line-up is announced.',
      body: [
        'A formation lists the outfield players from defence to attack, leaving out the goalkeeper. In a 4-3-3 there are four defenders, three midfielders and three forwards.',
        '## Common shapes',
        'The 4-2-3-1 uses two holding midfielders behind three attacking players and a lone striker. The 3-5-2 uses three centre-backs, with wing-backs who must cover the whole flank.',
        '## Shapes change with the ball',
        'A formation on the team sheet is only a starting point. Many teams that defend in a 4-4-2 or 4-5-1 attack in a very different shape, such as three at the back and five players across the front.',
        '## What to look for',
        'When a line-up is announced, look at who plays in the full-back and holding midfield roles, because they often decide the shape in possession. During the match, watch where players stand when their goalkeeper has the ball.',
      ],
    },
    vi: {
      title: 'Đọc sơ đồ chiến thuật: 4-3-3, 4-2-3-1 và 3-5-2',
      summary:
        'Các con số trong sơ đồ nghĩa là gì, vì sao chúng thay đổi trong trận và nên chú ý điều gì khi đội hình ra sân được công bố.',
      body: [
        'Sơ đồ chiến thuật liệt kê các cầu thủ trên sân từ hàng thủ đến hàng công, không tính thủ môn. Trong sơ đồ 4-3-3 có bốn hậu vệ, ba tiền vệ và ba tiền đạo.',
        '## Các sơ đồ phổ biến',
        'Sơ đồ 4-2-3-1 dùng hai tiền vệ phòng ngự phía sau ba cầu thủ tấn công và một tiền đạo cắm. Sơ đồ 3-5-2 dùng ba trung vệ, với hai hậu vệ chạy cánh phải bao quát cả hành lang biên.',
        '## Sơ đồ thay đổi theo quyền kiểm soát bóng',
        'Sơ đồ trên danh sách ra sân chỉ là điểm khởi đầu. Nhiều đội phòng ngự theo sơ đồ 4-4-2 hoặc 4-5-1 nhưng khi tấn công lại dàn quân rất khác, chẳng hạn ba người phía sau và năm người dàn hàng ngang phía trên.',
        '## Nên chú ý điều gì',
        'Khi đội hình ra sân được công bố, hãy xem ai đá hậu vệ biên và tiền vệ phòng ngự, vì họ thường quyết định hình dạng đội bóng khi kiểm soát bóng. Trong trận, hãy quan sát vị trí các cầu thủ khi thủ môn đội nhà cầm bóng.',
      ],
    },
  },
];
