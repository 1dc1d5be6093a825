import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui/Surface';
import type { KeptLinks } from './news-form';

/**
 * An article's tags and match, read-only: the editor cannot change them, and sends them back
 * as they are (the server replaces both on every save, so leaving them out would drop them).
 */
export function KeptLinksNote({ links }: { links: KeptLinks }) {
  const { t } = useTranslation('adminContent');
  const none = links.tags.length === 0 && links.match_id === null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-slate-700">{t('news.editor.links')}</h2>
      {none ? (
        <p className="text-sm text-slate-500">{t('news.editor.noLinks')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {links.tags.map((tag) => (
            <li key={`${tag.kind}:${tag.id}`}>
              <Badge>{t(`news.editor.tag.${tag.kind}`, { id: tag.id })}</Badge>
            </li>
          ))}
          {links.match_id !== null && (
            <li>
              <Badge>{t('news.editor.match', { id: links.match_id })}</Badge>
            </li>
          )}
        </ul>
      )}
      <p className="text-xs text-slate-500">{t('news.editor.linksHint')}</p>
    </section>
  );
}
