import { useDeferredValue } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** Reading type close to the article page's, and pictures and tables that fit the frame. */
const PREVIEW_STYLE = [
  'body{margin:0;padding:12px 16px;font:15px/1.7 system-ui,sans-serif;color:#0f172a;overflow-wrap:anywhere}',
  'img{max-width:100%;height:auto}',
  'table{border-collapse:collapse}th,td{border:1px solid #cbd5e1;padding:4px 8px}',
  'blockquote{margin:0;padding-left:12px;border-left:3px solid #cbd5e1;color:#475569}',
].join('');

/**
 * The body as a document of its own. `<base target="_blank">`: a link clicked in the preview
 * would otherwise load the linked page inside the frame; the sandbox refuses the new tab.
 */
export function previewDocument(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>${PREVIEW_STYLE}</style></head><body>${body}</body></html>`;
}

/**
 * The body as readers will roughly see it. The HTML is the staff member's, not yet sanitised by
 * the server, so it renders in a sandboxed frame (no scripts, no forms, an origin of its own),
 * never in the console's page, where a script would act with the staff member's session.
 */
export function BodyPreview({ label, body }: { label: string; body: string }) {
  const { t } = useTranslation('adminContent');
  // Typing stays quick in a long body: the frame reloads when React has time.
  const shown = useDeferredValue(body);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{t('news.editor.preview')}</span>
      <iframe
        title={label}
        sandbox=""
        srcDoc={previewDocument(shown)}
        className="h-96 w-full rounded-lg bg-white ring-1 ring-slate-300"
      />
      <p className="text-xs text-slate-500">{t('news.editor.previewHint')}</p>
    </div>
  );
}
