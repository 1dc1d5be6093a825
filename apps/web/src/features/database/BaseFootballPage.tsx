import { DatabasePage } from './DatabasePage';

export function BaseFootballPage() {
  return <DatabasePage sport="football" />;
}
