import { formatDateTime } from '../../../shared/format/date-time';
import { useLanguage } from './use-language';

/** An instant in the viewer's language (site time zone), as a `<time>`; a dash for none. */
export function When({ iso }: { iso: string | null }) {
  const language = useLanguage();
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
}
