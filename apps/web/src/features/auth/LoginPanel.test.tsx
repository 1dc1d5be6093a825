import type { Language } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { translator } from '../../shared/i18n/translator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { write } from '../../shared/storage';
import { setupI18n } from '../../test/render-app';
import { callsTo as apiCallsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { fakeTimersAndUser } from '../../test/user-on-fake-timers';
import { LoginPanel, type LoginView } from './LoginPanel';

const FILL: Record<Language, string> = {
  zh: '请填写完整信息后再提交',
  en: 'Please fill in all fields before submitting',
  vi: 'Vui lòng điền đầy đủ thông tin trước khi gửi',
};
const MISMATCH: Record<Language, string> = {
  zh: '请输入相同的密码',
  en: 'Please enter the same password',
  vi: 'Vui lòng nhập cùng một mật khẩu',
};

function envelope(code: number, msg: string, data: unknown) {
  return new Response(JSON.stringify({ code, msg, data }), {
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch whose answers the test releases one by one. */
function deferredFetch() {
  const pending: { url: string; resolve: (response: Response) => void }[] = [];
  const fetchMock = vi.fn<typeof fetch>(
    (input) =>
      new Promise<Response>((resolve) => {
        pending.push({ url: input instanceof Request ? input.url : input.toString(), resolve });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) => pending.filter((entry) => entry.url.includes(path));
  return { fetchMock, pending, callsTo };
}

function renderPanel(initialView: LoginView) {
  const router = createMemoryRouter(
    [{ path: '*', element: <LoginPanel initialView={initialView} /> }],
    { initialEntries: ['/login'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The panel's text in the language under test. */
const text = translator.getFixedT(null, 'account');

/** Lets promises and the timers due now run. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** The panel in Chinese on fake timers, with a user and the fetch whose answers the test gives. */
async function renderOnFakeTimers(initialView: LoginView) {
  await setupI18n('zh');
  const user = fakeTimersAndUser();
  const calls = deferredFetch();
  renderPanel(initialView);
  return { ...calls, user };
}

/** Types a mobile number and asks for a code; returns the "get code" button to watch. */
async function askForCode(user: UserEvent) {
  await user.type(screen.getByLabelText('手机号'), '13900000000');
  const button = screen.getByRole<HTMLButtonElement>('button', { name: '获取验证码' });
  await user.click(button);
  return button;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each<Language>(['zh', 'en', 'vi'])('login validation in %s', (language) => {
  it('asks to fill everything, then for equal passwords, without sending', async () => {
    await setupI18n(language);
    const { callsTo } = deferredFetch();
    const user = userEvent.setup();
    renderPanel('register');
    const register = screen.getByRole('button', { name: text('submit.register') });
    await user.click(register);
    expect((await screen.findByRole('alert')).textContent).toBe(FILL[language]);

    await user.type(screen.getByLabelText(text('field.mobile')), '13900000000');
    await user.type(screen.getByLabelText(text('field.code')), '123456');
    await user.type(screen.getByLabelText(text('field.password')), 'secret1');
    await user.type(screen.getByLabelText(text('field.repassword')), 'secret2');
    await user.click(register);
    expect(screen.getByRole('alert').textContent).toBe(MISMATCH[language]);
    expect(callsTo('/api/user/')).toHaveLength(0);
  });

  it('needs a mobile number before sending a code', async () => {
    await setupI18n(language);
    const { callsTo } = deferredFetch();
    const user = userEvent.setup();
    renderPanel('code');
    await user.click(screen.getByRole('button', { name: text('getCode') }));
    expect((await screen.findByRole('alert')).textContent).toBe(FILL[language]);
    expect(callsTo('user/getCode')).toHaveLength(0);
  });
});

describe('verification code button', () => {
  it('counts down 60 s after a sent code and ignores clicks while pending', async () => {
    const { callsTo, user } = await renderOnFakeTimers('code');
    const button = await askForCode(user);
    await user.click(button);
    await flush();
    expect(callsTo('user/getCode')).toHaveLength(1);
    expect(button.disabled).toBe(true);

    callsTo('user/getCode')[0]?.resolve(
      envelope(0, '验证码发送成功', { expires_in: 300, resend_in: 60 }),
    );
    await flush();
    expect(button.textContent).toBe('60 秒后重发');
    expect(button.disabled).toBe(true);
    await user.click(button);
    await flush();
    expect(callsTo('user/getCode')).toHaveLength(1);

    for (let second = 0; second < 59; second += 1)
      await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button.textContent).toBe('1 秒后重发');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button.textContent).toBe('获取验证码');
    expect(button.disabled).toBe(false);
  });

  it('re-enables at once when sending fails', async () => {
    const { callsTo, user } = await renderOnFakeTimers('code');
    const button = await askForCode(user);
    await flush();
    callsTo('user/getCode')[0]?.resolve(envelope(1, '请 60 秒后再试', null));
    await flush();
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('获取验证码');
    await user.click(button);
    await flush();
    expect(callsTo('user/getCode')).toHaveLength(2);
  });
});

describe('login submit', () => {
  it('ignores a second submit while one is in flight and clears loading on failure', async () => {
    const { callsTo, user } = await renderOnFakeTimers('password');
    await user.type(screen.getByLabelText('账号（手机号）'), '13900000000');
    await user.type(screen.getByLabelText('密码'), 'secret1');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: '登录' });
    await user.click(submit);
    // The button is disabled from here on: submitting the form itself (a second Enter before
    // the page updates) checks that the in-flight guard refuses it too.
    const form = screen.getByTestId('password-login-form');
    fireEvent.submit(form);
    await flush();
    fireEvent.submit(form);
    await flush();
    expect(callsTo('user/login')).toHaveLength(1);
    expect(submit.disabled).toBe(true);

    callsTo('user/login')[0]?.resolve(envelope(1, '密码错误', null));
    await flush();
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    await flush();
    expect(callsTo('user/login')).toHaveLength(2);
  });
});

describe('registration through a channel link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** Fills the registration form and sends it; the server refuses (a toast), ending the flow. */
  async function registerAndReadBody() {
    await setupI18n('zh');
    const fetchMock = stubApi({
      'user/registered': () => {
        throw new Error('验证码错误');
      },
    });
    const user = userEvent.setup();
    renderPanel('register');
    await user.type(screen.getByLabelText(text('field.mobile')), '13900000000');
    await user.type(screen.getByLabelText(text('field.code')), '123456');
    await user.type(screen.getByLabelText(text('field.password')), 'secret1');
    await user.type(screen.getByLabelText(text('field.repassword')), 'secret1');
    await user.click(screen.getByRole('button', { name: text('submit.register') }));
    await waitFor(() => expect(apiCallsTo(fetchMock, 'user/registered')).toHaveLength(1));
    return apiCallsTo(fetchMock, 'user/registered')[0]?.body;
  }

  it("sends the channel of the page's link", async () => {
    window.history.replaceState(null, '', '/login?channel=agent7');
    expect(await registerAndReadBody()).toMatchObject({ mobile: '13900000000', channel: 'agent7' });
  });

  it('sends the channel remembered from an earlier page', async () => {
    write('channelCode', 'CH01');
    expect(await registerAndReadBody()).toMatchObject({ channel: 'CH01' });
  });

  it('sends none without a channel link', async () => {
    const body = await registerAndReadBody();
    expect(body).toMatchObject({ mobile: '13900000000' });
    expect(body).not.toHaveProperty('channel');
  });
});
