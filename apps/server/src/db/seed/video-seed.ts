import type { Database } from '../../platform/db/database';
import { banners, videoCategories } from '../schema/index';

/** The video categories every deployment starts with (operators may add more). */
export async function seedVideoCategories(tx: Database): Promise<void> {
  await tx.insert(videoCategories).values([
    {
      nameZh: '足球集锦',
      nameEn: 'Football highlights',
      nameVi: 'Highlights bóng đá',
      sort: 1,
      recommended: true,
    },
    {
      nameZh: '篮球集锦',
      nameEn: 'Basketball highlights',
      nameVi: 'Highlights bóng rổ',
      sort: 2,
      recommended: true,
    },
    { nameZh: '进球', nameEn: 'Goals', nameVi: 'Bàn thắng', sort: 3, recommended: true },
    {
      nameZh: '直播回放',
      nameEn: 'Broadcast replays',
      nameVi: 'Phát lại trực tiếp',
      sort: 4,
      recommended: true,
      purpose: 'replays',
    },
    { nameZh: '战术分析', nameEn: 'Tactics', nameVi: 'Phân tích chiến thuật', sort: 5 },
    { nameZh: '球星技巧', nameEn: 'Skills', nameVi: 'Kỹ thuật', sort: 6 },
    { nameZh: '采访', nameEn: 'Interviews', nameVi: 'Phỏng vấn', sort: 7 },
    { nameZh: '趣味', nameEn: 'Fun', nameVi: 'Vui nhộn', sort: 8 },
    { nameZh: '电竞', nameEn: 'Esports', nameVi: 'Thể thao điện tử', sort: 9 },
  ]);
}

/** The demo's banners: the site's own pages, with the built-in illustrations. */
export async function seedBanners(tx: Database): Promise<void> {
  await tx.insert(banners).values([
    {
      position: 'home',
      titleZh: '2026 世界杯：赛程、积分与淘汰赛',
      titleEn: 'World Cup 2026: fixtures, tables and the knockout bracket',
      titleVi: 'World Cup 2026: lịch thi đấu, bảng xếp hạng và nhánh đấu',
      image: '/news-covers/trophy.svg',
      link: '/trophy/home',
      sort: 1,
    },
    {
      position: 'home',
      titleZh: '全天比分直播，进球即时提醒',
      titleEn: 'Live scores all day, with instant goal alerts',
      titleVi: 'Tỉ số trực tiếp cả ngày, báo bàn thắng tức thì',
      image: '/news-covers/pitch.svg',
      link: '/football',
      sort: 2,
    },
    {
      position: 'home',
      titleZh: '主播陪你看球',
      titleEn: 'Watch the match with our streamers',
      titleVi: 'Xem bóng đá cùng các streamer',
      image: '/news-covers/stadium.svg',
      link: '/anchor?type=0',
      sort: 3,
    },
    {
      position: 'video',
      titleZh: '每一场直播都有回放',
      titleEn: 'Every broadcast kept as a replay',
      titleVi: 'Mọi buổi phát sóng đều có bản phát lại',
      image: '/news-covers/court.svg',
      link: '/video-list',
      sort: 1,
    },
  ]);
}
