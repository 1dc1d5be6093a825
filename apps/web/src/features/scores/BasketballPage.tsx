import { ScoresPage } from './ScoresPage';

export function BasketballPage() {
  return <ScoresPage sport="basketball" />;
}
