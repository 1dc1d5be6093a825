import type { Language } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupI18n } from '../../test/render-app';
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

const input = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Lets promises and the timers due now run. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each<Language>(['zh', 'en', 'vi'])('login validation in %s', (language) => {
  it('asks to fill everything, then for equal passwords, without sending', async () => {
    await setupI18n(language);
    const { callsTo } = deferredFetch();
    renderPanel('register');
    fireEvent.submit(screen.getByTestId('register-form'));
    expect((await screen.findByTestId('login-problem')).textContent).toBe(FILL[language]);

    input('login-mobile', '13900000000');
    input('login-code', '123456');
    input('login-password', 'secret1');
    input('login-repassword', 'secret2');
    fireEvent.submit(screen.getByTestId('register-form'));
    expect(screen.getByTestId('login-problem').textContent).toBe(MISMATCH[language]);
    expect(callsTo('/api/user/')).toHaveLength(0);
  });

  it('needs a mobile number before sending a code', async () => {
    await setupI18n(language);
    const { callsTo } = deferredFetch();
    renderPanel('code');
    fireEvent.click(screen.getByTestId('get-code'));
    expect((await screen.findByTestId('login-problem')).textContent).toBe(FILL[language]);
    expect(callsTo('user/getCode')).toHaveLength(0);
  });
});

describe('verification code button', () => {
  it('counts down 60 s after a sent code and ignores clicks while pending', async () => {
    await setupI18n('zh');
    vi.useFakeTimers();
    const { callsTo } = deferredFetch();
    renderPanel('code');
    input('login-mobile', '13900000000');
    const button = () => screen.getByTestId<HTMLButtonElement>('get-code');

    fireEvent.click(button());
    fireEvent.click(button());
    await flush();
    expect(callsTo('user/getCode')).toHaveLength(1);
    expect(button().disabled).toBe(true);

    callsTo('user/getCode')[0]?.resolve(
      envelope(0, '验证码发送成功', { expires_in: 300, resend_in: 60 }),
    );
    await flush();
    expect(button().textContent).toBe('60 秒后重发');
    expect(button().disabled).toBe(true);
    fireEvent.click(button());
    await flush();
    expect(callsTo('user/getCode')).toHaveLength(1);

    for (let second = 0; second < 59; second += 1)
      await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button().textContent).toBe('1 秒后重发');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);
  });

  it('re-enables at once when sending fails', async () => {
    await setupI18n('zh');
    vi.useFakeTimers();
    const { callsTo } = deferredFetch();
    renderPanel('code');
    input('login-mobile', '13900000000');
    const button = () => screen.getByTestId<HTMLButtonElement>('get-code');
    fireEvent.click(button());
    await flush();
    callsTo('user/getCode')[0]?.resolve(envelope(1, '请 60 秒后再试', null));
    await flush();
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('获取验证码');
    fireEvent.click(button());
    await flush();
    expect(callsTo('user/getCode')).toHaveLength(2);
  });
});

describe('login submit', () => {
  it('ignores a second submit while one is in flight and clears loading on failure', async () => {
    await setupI18n('zh');
    vi.useFakeTimers();
    const { callsTo } = deferredFetch();
    renderPanel('password');
    input('login-account', '13900000000');
    input('login-password', 'secret1');
    const form = screen.getByTestId('password-login-form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await flush();
    fireEvent.submit(form);
    await flush();
    expect(callsTo('user/login')).toHaveLength(1);
    const submit = () => screen.getByTestId<HTMLButtonElement>('login-submit');
    expect(submit().disabled).toBe(true);

    callsTo('user/login')[0]?.resolve(envelope(1, '密码错误', null));
    await flush();
    expect(submit().disabled).toBe(false);
    fireEvent.submit(form);
    await flush();
    expect(callsTo('user/login')).toHaveLength(2);
  });
});
