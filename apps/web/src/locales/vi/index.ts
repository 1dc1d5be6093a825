import about from './about.json';
import account from './account.json';
import anchor from './anchor.json';
import chat from './chat.json';
import common from './common.json';
import demo from './demo.json';
import dome from './dome.json';
import download from './download.json';
import errors from './errors.json';
import feedback from './feedback.json';
import footer from './footer.json';
import home from './home.json';
import member from './member.json';
import nav from './nav.json';
import notFound from './notFound.json';
import pending from './pending.json';
import routes from './routes.json';
import scores from './scores.json';
import search from './search.json';
import validation from './validation.json';

import type { Resources } from '../../shared/i18n/resources';

/** The vi catalogs; typed by the zh ones, so a missing namespace or key fails `tsc`. */
const vi: Resources = {
  about,
  account,
  anchor,
  chat,
  common,
  demo,
  dome,
  download,
  errors,
  feedback,
  footer,
  home,
  member,
  nav,
  notFound,
  pending,
  routes,
  scores,
  search,
  validation,
};

export default vi;
