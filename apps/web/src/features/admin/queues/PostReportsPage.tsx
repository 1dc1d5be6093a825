import type { CallData, circleAdminCalls } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Badge } from '../../../shared/ui/Surface';
import { ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { PagedList } from '../ui/PagedList';
import { QueueRow, QueueTable } from '../ui/QueueTable';
import { Person } from '../ui/Person';
import { When } from '../ui/When';
import { useModeratePostMutation, usePostReportsQuery } from './queue-api';

type ReportedPost = CallData<typeof circleAdminCalls.reports>['list'][number];

/**
 * Reported circle posts, most reported first. Hiding a post upholds its reports (it leaves the
 * queue; its author still sees it); a hidden post can be shown again.
 */
export function PostReportsPage() {
  const { t } = useTranslation('admin');
  const query = usePostReportsQuery();
  return (
    <ConsolePage title={t('nav.postReports')} description={t('posts.description')}>
      <PagedList query={query} emptyTitle={t('list.empty')}>
        {(reports) => (
          <QueueTable label={t('nav.postReports')}>
            {reports.map((report) => (
              <ReportedPostItem key={report.post.id} report={report} />
            ))}
          </QueueTable>
        )}
      </PagedList>
    </ConsolePage>
  );
}

function ReportedPostItem({ report }: { report: ReportedPost }) {
  const { t } = useTranslation('admin');
  const moderate = useModeratePostMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { post } = report;

  const setHidden = async (hidden: boolean) => {
    if (hidden && !(await requestConfirm({ message: t('posts.confirmHide') }))) return;
    setProblem(null);
    try {
      await moderate.mutateAsync({ id: post.id, hidden });
      showToast(t(hidden ? 'posts.hiddenNotice' : 'posts.shownNotice'), { kind: 'success' });
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
    }
  };

  return (
    <QueueRow
      testId="reported-post"
      heading={
        <Person
          nickname={post.author.nickname}
          userId={post.author.id}
          avatar={post.author.avatar}
        />
      }
      aside={
        <>
          <When iso={report.last_reported_at} />
          <Badge tone="warning">{t('posts.reports', { n: report.report_count })}</Badge>
          {post.hidden && <Badge>{t('posts.hidden')}</Badge>}
        </>
      }
      actions={
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {post.hidden ? (
              <Button
                size="sm"
                variant="secondary"
                loading={moderate.isPending}
                onClick={() => void setHidden(false)}
              >
                {t('posts.show')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="danger"
                loading={moderate.isPending}
                onClick={() => void setHidden(true)}
              >
                {t('posts.hide')}
              </Button>
            )}
            <Link
              to={`/circle-detail?post=${post.id}`}
              target="_blank"
              className="self-center text-sm text-brand-700 underline"
            >
              {t('posts.open')}
            </Link>
          </div>
          <FormProblem text={problem} />
        </div>
      }
    >
      <p className="rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-line break-words text-slate-900">
        {post.content}
      </p>
      {post.images.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {post.images.map((image) => (
            <a key={image} href={image} target="_blank" rel="noreferrer">
              <img
                src={image}
                alt=""
                loading="lazy"
                className="size-20 rounded-md bg-slate-100 object-cover"
              />
            </a>
          ))}
        </div>
      )}
      <Facts
        items={[
          [
            t('fields.reasons'),
            report.reasons.map((reason) => t(`posts.reason.${reason}`)).join(', '),
          ],
          [t('fields.circle'), post.circle.name],
          [t('fields.video'), post.video ? post.video.url : ''],
          [t('fields.postedAt'), <When key="posted" iso={post.created_at} />],
          [
            t('fields.engagement'),
            t('posts.engagement', {
              likes: post.like_count,
              comments: post.comment_count,
              favorites: post.favorite_count,
            }),
          ],
        ]}
      />
    </QueueRow>
  );
}
