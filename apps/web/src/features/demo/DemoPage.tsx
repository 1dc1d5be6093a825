import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { requestConfirm, showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { InDevelopment } from '../../shared/ui/InDevelopment';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { Spinner } from '../../shared/ui/Spinner';
import { Badge, Card, EmptyState, Skeleton } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';

type DemoTab = 'live' | 'scores' | 'news';

function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2">{children}</div>;
}

/** /demo: a living gallery of the UI kit. */
export function DemoPage() {
  const { t } = useTranslation('demo');
  const [tab, setTab] = useState<DemoTab>('live');
  const [nickname, setNickname] = useState('');
  const [confirmResult, setConfirmResult] = useState<boolean | null>(null);

  const openConfirm = async () => {
    setConfirmResult(await requestConfirm({ message: t('confirm.message') }));
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mb-6 text-slate-600">{t('intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('sections.buttons')} className="md:col-span-2">
          <div className="flex flex-col gap-3">
            <Row>
              <Button>{t('button.primary')}</Button>
              <Button variant="secondary">{t('button.secondary')}</Button>
              <Button variant="ghost">{t('button.ghost')}</Button>
              <Button variant="danger">{t('button.danger')}</Button>
            </Row>
            <Row>
              <Button size="sm">{t('button.small')}</Button>
              <Button size="md">{t('button.medium')}</Button>
              <Button size="lg">{t('button.large')}</Button>
            </Row>
            <Row>
              <Button disabled>{t('button.disabled')}</Button>
              <Button loading>{t('button.loading')}</Button>
              <Button variant="secondary" loading>
                {t('button.loading')}
              </Button>
            </Row>
          </div>
        </Card>
        <Card title={t('sections.inputs')}>
          <div className="flex flex-col gap-3">
            <TextField
              label={t('input.nickname')}
              placeholder={t('input.nicknamePlaceholder')}
              hint={t('input.nicknameHint')}
              maxLength={10}
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
              counter={`${nickname.length}/10`}
            />
            <TextField
              label={t('input.password')}
              type="password"
              defaultValue="123"
              error={t('input.passwordError')}
            />
          </div>
        </Card>
        <Card title={t('sections.tabs')}>
          <Tabs
            label={t('tabs.label')}
            value={tab}
            onChange={setTab}
            items={(['live', 'scores', 'news'] as const).map((value) => ({
              value,
              label: t(`tabs.${value}`),
            }))}
          />
          <p role="tabpanel" className="py-3 text-sm text-slate-700">
            {t('tabs.panel', { tab: t(`tabs.${tab}`) })}
          </p>
        </Card>
        <Card title={t('sections.badges')}>
          <Row>
            <Badge tone="live">{t('badge.live')}</Badge>
            <Badge tone="brand">{t('badge.hot')}</Badge>
            <Badge tone="neutral">{t('badge.finished')}</Badge>
            <Badge tone="warning">{t('badge.upcoming')}</Badge>
            <Badge tone="success">{t('badge.new')}</Badge>
          </Row>
        </Card>
        <Card title={t('sections.cards')}>
          <Card title={t('card.title')} className="bg-slate-50">
            <p className="text-sm text-slate-600">{t('card.body')}</p>
          </Card>
        </Card>
        <Card title={t('sections.feedback')}>
          <Row>
            <Button variant="secondary" onClick={() => showToast(t('toast.message'))}>
              {t('toast.show')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => showToast(t('toast.errorMessage'), { kind: 'error' })}
            >
              {t('toast.showError')}
            </Button>
            <Button onClick={() => void openConfirm()}>{t('confirm.open')}</Button>
          </Row>
          {confirmResult !== null && (
            <p className="mt-2 text-sm text-slate-600" data-testid="confirm-result">
              {confirmResult ? t('confirm.confirmed') : t('confirm.cancelled')}
            </p>
          )}
        </Card>
        <Card title={t('sections.loading')}>
          <div className="flex items-center gap-4">
            <Spinner />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-16 w-full" />
            </div>
          </div>
        </Card>
        <Card title={t('sections.empty')}>
          <EmptyState title={t('empty.title')} description={t('empty.description')} />
        </Card>
        <Card title={t('sections.inDevelopment')}>
          <InDevelopment compact description={t('inDevelopmentDescription')} />
        </Card>
        <Card title={t('sections.language')}>
          <LanguageSwitch tone="light" />
        </Card>
      </div>
    </div>
  );
}
