/**
 * Every route of spec §2. `titleKey` is the translation key of the page title
 * ("<title> - Tifo"). `builtBy` names what builds a page that is still "in development",
 * so the shell can say so honestly and e2e can tell real pages from placeholders.
 */
export const WEB_ROUTES = [
  { path: '/main', titleKey: 'main' },
  { path: '/login', titleKey: 'login' },
  { path: '/dome', titleKey: 'dome' },
  { path: '/demo', titleKey: 'demo' },
  { path: '/new_file', titleKey: 'new_file' },
  { path: '/basketball', titleKey: 'basketball' },
  { path: '/football', titleKey: 'football' },
  { path: '/anchor', titleKey: 'anchor' },
  { path: '/schedule', titleKey: 'schedule' },
  { path: '/rank', titleKey: 'rank' },
  { path: '/attention', titleKey: 'attention' },
  { path: '/reserve', titleKey: 'reserve' },
  { path: '/foresight', titleKey: 'foresight' },
  { path: '/news', titleKey: 'news' },
  { path: '/base-football', titleKey: 'base_football' },
  { path: '/base-basketball', titleKey: 'base_basketball' },
  { path: '/circle', titleKey: 'circle' },
  { path: '/circle-detail', titleKey: 'circle_detail' },
  { path: '/downLoad', titleKey: 'download' },
  { path: '/download', titleKey: 'download' },
  { path: '/live', titleKey: 'live' },
  { path: '/score-live', titleKey: 'score_live' },
  { path: '/score-detail', titleKey: 'score_detail' },
  { path: '/search', titleKey: 'search' },
  { path: '/member', titleKey: 'member' },
  { path: '/detail', titleKey: 'detail' },
  { path: '/persona', titleKey: 'persona' },
  { path: '/comment', titleKey: 'comment' },
  { path: '/about-user', titleKey: 'about_user' },
  { path: '/trophy/home', titleKey: 'trophy' },
  { path: '/video-list', titleKey: 'video_list' },
  { path: '/video-player', titleKey: 'video_player' },
  { path: '/video-classify', titleKey: 'video_classify' },
  { path: '/specialist', titleKey: 'specialist' },
  { path: '/specialist-home', titleKey: 'specialist_home' },
  { path: '/specialist-info', titleKey: 'specialist_info' },
  { path: '/specialist-detail', titleKey: 'specialist_detail' },
  { path: '/chat-chat', titleKey: 'chat' },
  { path: '/feedback', titleKey: 'feedback' },
  /** Opened on a phone from the login QR code to confirm a web login (accounts issue). */
  { path: '/qr-login', titleKey: 'qr_login' },
  { path: '/404', titleKey: 'not_found' },
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];
export type WebRouteTitleKey = WebRoute['titleKey'];

/** Routes whose fixed top bar hides after 60 px of scroll (spec §2). */
export const TOP_BAR_AUTOHIDE_PATHS = ['/main', '/football', '/basketball'] as const;
