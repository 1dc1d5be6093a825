import { ScoresPage } from './ScoresPage';

export function FootballPage() {
  return <ScoresPage sport="football" />;
}
