import type { ReportCase } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Facts } from '../ui/Facts';
import { When } from '../ui/When';
import { reasonLabel } from './report-reasons';

/**
 * What a moderator judges a case by: who wrote it (a reported member: who they are and their
 * signature), why and in whose words it was reported.
 */
export function ReportFacts({ report }: { report: ReportCase }) {
  const { t } = useTranslation('admin');
  const kind = report.target_kind;
  return (
    <Facts
      items={[
        [
          t(kind === 'user' ? 'reports.kind.user' : 'fields.author'),
          // The author's console page: their other sanctions, and Ban or Mute at hand.
          <Link
            key="author"
            to={`/admin/users/${report.author_id}`}
            className="text-brand-700 underline"
          >
            {t('reports.author', { name: report.author_nickname, id: report.author_id })}
          </Link>,
        ],
        ...(kind === 'user' ? [[t('users.profile.signature'), report.excerpt] as const] : []),
        [
          t('fields.reasons'),
          report.reasons.map((reason) => reasonLabel(t, kind, reason)).join(', '),
        ],
        [
          t('fields.notes'),
          report.notes.length === 0 ? (
            ''
          ) : (
            <ul key="notes" className="list-disc pl-4">
              {report.notes.map((note, index) => (
                <li key={index} className="break-words">
                  {note}
                </li>
              ))}
            </ul>
          ),
        ],
        [t('fields.lastReported'), <When key="last" iso={report.last_reported_at} />],
      ]}
    />
  );
}
