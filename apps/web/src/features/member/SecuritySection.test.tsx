import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { remove, write, type UserInfo } from '../../shared/storage';
import { setupI18n } from '../../test/render-app';
import { callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { PaymentPasswordForm } from './SecuritySection';

const member = {
  id: 5,
  avatar: '',
  user_nickname: 'Member',
  mobile: '139****0001',
  invite_code: 'INV12345',
} as UserInfo;

function renderForm(user: UserInfo) {
  write('userInfo', user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PaymentPasswordForm />
    </QueryClientProvider>,
  );
}

const input = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function fillPasswords() {
  input('payment-login-password', 'secret123');
  input('payment-password', '135790');
  input('payment-repassword', '135790');
}

describe('payment password form', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
  });

  it('sets the first payment password with the login password alone', async () => {
    const fetchMock = stubApi({ 'Member/paymentPassword': () => null });
    renderForm({ ...member, has_payment_password: false });
    expect(screen.getByText('Set payment password')).toBeTruthy();
    expect(screen.queryByTestId('payment-code')).toBeNull();
    fillPasswords();
    fireEvent.submit(screen.getByTestId('payment-password-form'));
    await waitFor(() => expect(callsTo(fetchMock, 'Member/paymentPassword')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Member/paymentPassword')[0]?.body).toEqual({
      login_password: 'secret123',
      payment_password: '135790',
      repassword: '135790',
    });
  });

  it('changes an existing one only with the SMS code sent to the member', async () => {
    const fetchMock = stubApi({
      'Member/getPaymentPasswordCode': () => ({ expires_in: 300, resend_in: 60 }),
      'Member/paymentPassword': () => null,
    });
    renderForm({ ...member, has_payment_password: true });
    expect(screen.getByText('Change payment password')).toBeTruthy();
    expect(screen.getByText('Changing it takes a code we send to 139****0001')).toBeTruthy();

    // Without the code nothing is sent.
    fillPasswords();
    fireEvent.submit(screen.getByTestId('payment-password-form'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in all fields before submitting',
    );
    expect(callsTo(fetchMock, 'Member/paymentPassword')).toHaveLength(0);

    await act(async () => {
      fireEvent.click(screen.getByTestId('payment-get-code'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('payment-get-code').textContent).toMatch(/^Resend in \d+ s$/),
    );
    expect(callsTo(fetchMock, 'Member/getPaymentPasswordCode')).toHaveLength(1);

    input('payment-code', '246810');
    fireEvent.submit(screen.getByTestId('payment-password-form'));
    await waitFor(() => expect(callsTo(fetchMock, 'Member/paymentPassword')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Member/paymentPassword')[0]?.body).toEqual({
      login_password: 'secret123',
      payment_password: '135790',
      repassword: '135790',
      code: '246810',
    });
  });
});
