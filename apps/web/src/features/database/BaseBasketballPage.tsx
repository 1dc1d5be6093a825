import { DatabasePage } from './DatabasePage';

export function BaseBasketballPage() {
  return <DatabasePage sport="basketball" />;
}
