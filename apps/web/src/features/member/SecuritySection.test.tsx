import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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

/** Types the three passwords of the form, as the member would. */
async function fillPasswords(user: UserEvent) {
  await user.type(screen.getByLabelText('Login password'), 'secret123');
  await user.type(screen.getByLabelText('Payment password (6 digits)'), '135790');
  await user.type(screen.getByLabelText('Confirm payment password'), '135790');
}

/** Saves the form and waits for the one call it makes. */
async function saveAndWaitForCall(user: UserEvent, fetchMock: ReturnType<typeof stubApi>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'Member/paymentPassword')).toHaveLength(1));
  return callsTo(fetchMock, 'Member/paymentPassword')[0]?.body;
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
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'Member/paymentPassword': () => null });
    renderForm({ ...member, has_payment_password: false });
    expect(screen.getByText('Set payment password')).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    await fillPasswords(user);
    expect(await saveAndWaitForCall(user, fetchMock)).toEqual({
      login_password: 'secret123',
      payment_password: '135790',
      repassword: '135790',
    });
  });

  it('changes an existing one only with the SMS code sent to the member', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'Member/getPaymentPasswordCode': () => ({ expires_in: 300, resend_in: 60 }),
      'Member/paymentPassword': () => null,
    });
    renderForm({ ...member, has_payment_password: true });
    expect(screen.getByText('Change payment password')).toBeTruthy();
    expect(screen.getByText('Changing it takes a code we send to 139****0001')).toBeTruthy();

    // Without the code nothing is sent.
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in all fields before submitting',
    );
    expect(callsTo(fetchMock, 'Member/paymentPassword')).toHaveLength(0);

    const getCode = screen.getByRole('button', { name: 'Get code' });
    await user.click(getCode);
    await waitFor(() => expect(getCode.textContent).toMatch(/^Resend in \d+ s$/));
    expect(callsTo(fetchMock, 'Member/getPaymentPasswordCode')).toHaveLength(1);

    await user.type(screen.getByLabelText('Verification code'), '246810');
    expect(await saveAndWaitForCall(user, fetchMock)).toEqual({
      login_password: 'secret123',
      payment_password: '135790',
      repassword: '135790',
      code: '246810',
    });
  });
});
