import type { ExpertApplication } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { remove, write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import { callsTo } from '../../anchor/room-fixtures.test-util';
import { buildAnalysis, buildProfile, stubExpertApi } from '../expert-fixtures.test-util';

const slow = { timeout: 5_000 };

function application(overrides: Partial<ExpertApplication> = {}): ExpertApplication {
  return {
    status: 'waiting',
    real_name: '王小明',
    wechat: 'wxm_2026',
    experience: '十年足球数据分析经验',
    review_note: '',
    created_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** Opens the member centre's expert section as a member with no application yet. */
async function openForm(routes: Parameters<typeof stubExpertApi>[0] = {}) {
  write('userInfo', buildMember({ id: 5 }));
  const fetchMock = stubExpertApi({ 'Expert/application': () => null, ...routes });
  const user = userEvent.setup();
  renderApp('/member?section=expert');
  const form = await screen.findByTestId('expert-apply-form', {}, slow);
  return { fetchMock, user, form };
}

async function fill(
  user: UserEvent,
  values: { name?: string; wechat?: string; experience?: string; accept?: boolean },
) {
  if (values.name) await user.type(screen.getByTestId('expert-real-name'), values.name);
  if (values.wechat) await user.type(screen.getByTestId('expert-wechat'), values.wechat);
  if (values.experience) {
    await user.click(screen.getByTestId('expert-experience'));
    await user.paste(values.experience);
  }
  if (values.accept) await user.click(screen.getByTestId('expert-code-accept'));
}

describe('expert application', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
  });

  it('refuses an empty field with the spec’s fill message before sending', async () => {
    const { fetchMock, user } = await openForm();
    await fill(user, { name: '王小明', experience: '十年经验', accept: true });
    await user.click(screen.getByTestId('expert-apply-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写完整信息后再提交');
    expect(callsTo(fetchMock, 'Expert/apply')).toHaveLength(0);
  });

  it('counts words live and refuses experience over 200 words', async () => {
    const { fetchMock, user } = await openForm();
    await fill(user, { name: '王小明', wechat: 'wxm', experience: '赛'.repeat(150), accept: true });
    expect(screen.getByTestId('expert-word-count').textContent).toBe('150/200 字');
    // Latin words count one each, CJK characters one each: 150 + 51 = 201.
    await user.click(screen.getByTestId('expert-experience'));
    await user.paste(' analyst'.repeat(51));
    expect(screen.getByTestId('expert-word-count').textContent).toBe('201/200 字');
    await user.click(screen.getByTestId('expert-apply-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('工作经历请控制在 200 字以内');
    expect(callsTo(fetchMock, 'Expert/apply')).toHaveLength(0);
  });

  it('refuses until the analyst code is ticked', async () => {
    const { fetchMock, user, form } = await openForm();
    expect(within(form).getByText(/不得承诺或暗示/)).toBeTruthy();
    await fill(user, { name: '王小明', wechat: 'wxm', experience: '十年经验' });
    await user.click(screen.getByTestId('expert-apply-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('请先阅读并勾选分析师守则');
    expect(callsTo(fetchMock, 'Expert/apply')).toHaveLength(0);
  });

  it('sends a valid application and shows it waiting for review', async () => {
    const { fetchMock, user } = await openForm({
      'Expert/apply': (_url, body) => {
        const { real_name, wechat, experience } = body as ExpertApplication;
        return application({ real_name, wechat, experience });
      },
    });
    await fill(user, {
      name: ' 王小明 ',
      wechat: 'wxm_2026',
      experience: '十年足球数据分析经验',
      accept: true,
    });
    await user.click(screen.getByTestId('expert-apply-submit'));
    const status = await screen.findByTestId('expert-application-status');
    expect(status.dataset.status).toBe('waiting');
    expect(within(status).getAllByText('等待审核').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'Expert/apply')[0]?.body).toEqual({
      real_name: '王小明',
      wechat: 'wxm_2026',
      experience: '十年足球数据分析经验',
      code_accepted: true,
    });
    expect(screen.queryByTestId('expert-apply-form')).toBeNull();
  });

  it('shows a refusal with the operator’s note and the form to apply again', async () => {
    write('userInfo', buildMember({ id: 5 }));
    stubExpertApi({
      'Expert/application': () => application({ status: 'rejected', review_note: '经历太简单' }),
    });
    renderApp('/member?section=expert');
    const status = await screen.findByTestId('expert-application-status', {}, slow);
    expect(status.dataset.status).toBe('rejected');
    expect(within(status).getByTestId('expert-application-note').textContent).toBe(
      '审核说明：经历太简单',
    );
    expect(screen.getByTestId('expert-apply-form')).toBeTruthy();
  });

  it('gives an approved expert their page and profile settings', async () => {
    write('userInfo', buildMember({ id: 5 }));
    const fetchMock = stubExpertApi({
      'Expert/application': () => application({ status: 'approved' }),
      'Expert/profile': () => buildProfile(5, { mine: true, title: 'Old title' }),
      'Expert/updateProfile': (_url, body) =>
        buildProfile(5, { mine: true, ...(body as { title: string; refund_if_wrong: boolean }) }),
    });
    const user = userEvent.setup();
    renderApp('/member?section=expert');
    const link = await screen.findByTestId('expert-home-link', {}, slow);
    expect(link.getAttribute('href')).toBe('/specialist-home?id=5');
    expect(screen.queryByTestId('expert-apply-form')).toBeNull();
    const title = await screen.findByLabelText('头衔');
    await user.clear(title);
    await user.type(title, 'EPL analyst');
    await user.click(screen.getByRole('switch', { name: '不中退款' }));
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(callsTo(fetchMock, 'Expert/updateProfile')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Expert/updateProfile')[0]?.body).toEqual({
      title: 'EPL analyst',
      intro: 'Ten years of data.',
      specialities: ['en.1-2024-25'],
      refund_if_wrong: true,
    });
  });

  it('lists the analyses the member bought, the picks readable', async () => {
    write('userInfo', buildMember({ id: 5 }));
    stubExpertApi({
      'Expert/application': () => null,
      'Analysis/purchased': () => ({
        list: [
          buildAnalysis(31, {
            title: '主队压迫会奏效',
            visible: true,
            purchased: true,
            pick: 'home',
            pick_odds: 2.05,
          }),
        ],
        has_more: false,
      }),
    });
    renderApp('/member?section=expert');
    const bought = await screen.findByTestId('purchased-analyses', {}, slow);
    const card = within(bought).getByTestId('analysis-card');
    expect(card.getAttribute('data-analysis-id')).toBe('31');
    expect(card.textContent).toContain('主队压迫会奏效');
  });
});
