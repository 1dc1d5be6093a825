import {
  MONEY,
  minorToDiamonds,
  type PayoutAccounts,
  type Wallet,
  type Withdrawal,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from '@tifo/contract';
import { AppError } from '../../../platform/http/app-error';
import { member, platform } from '../ledger/ledger-accounts';
import {
  InsufficientFundsError,
  wholeDiamondsToMinor,
  type LedgerService,
} from '../ledger/ledger.service';
import { pageWindow } from '../money-dates';
import type { WalletNotifier } from '../wallet-notifier';
import { maskAlipayAccount, maskCardNumber } from './mask';
import type { PaymentPasswordGuard } from './payment-password';
import type { PayoutRepository, WithdrawalRow } from './payout.repository';

function maskAccount(method: string, account: string): string {
  return method === 'bank' ? maskCardNumber(account) : maskAlipayAccount(account);
}

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  const amount = minorToDiamonds(row.amountMinor);
  return {
    id: row.id,
    amount,
    yuan: amount / MONEY.diamondsPerYuan,
    method: row.method as WithdrawalMethod,
    account: maskAccount(row.method, row.account),
    status: row.status as WithdrawalStatus,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

async function spendingIncome<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new AppError('money.notEnoughIncome');
    throw error;
  }
}

export interface PayoutServiceDeps {
  ledger: LedgerService;
  password: PaymentPasswordGuard;
  notifier: WalletNotifier;
  /** False on a production demo deployment: sandbox diamonds never become real money. */
  withdrawalsEnabled?: boolean;
  /**
   * Production on real providers: a database where the sandbox ever paid an order (a demo
   * deployment that went live on it) keeps withdrawals closed, since the sandbox's diamonds
   * are mixed into everyone's income by then and cannot be told apart.
   */
  refuseAfterSandboxPayments?: boolean;
  now?: () => number;
}

/**
 * Money leaving the income wallet (spec §2 withdrawal, bank card, Alipay; §5 conversion): each
 * step behind the payment password; a withdrawal is held until an operator pays or rejects it.
 */
export class PayoutService {
  constructor(
    private readonly repository: PayoutRepository,
    private readonly deps: PayoutServiceDeps,
  ) {}

  private now(): Date {
    return new Date(this.deps.now?.() ?? Date.now());
  }

  async accounts(userId: number): Promise<PayoutAccounts> {
    const rows = await this.repository.accountsOf(userId);
    const bank = rows.find((row) => row.method === 'bank');
    const alipay = rows.find((row) => row.method === 'alipay');
    return {
      bank_card: bank
        ? {
            real_name: bank.realName,
            bank_name: bank.bankName,
            card_number: maskCardNumber(bank.account),
          }
        : null,
      alipay: alipay
        ? { real_name: alipay.realName, account: maskAlipayAccount(alipay.account) }
        : null,
    };
  }

  async bind(
    userId: number,
    method: WithdrawalMethod,
    form: { real_name: string; bank_name?: string; account: string; payment_password: string },
  ): Promise<PayoutAccounts> {
    await this.deps.password.verify(userId, form.payment_password);
    await this.repository.upsertAccount({
      userId,
      method,
      realName: form.real_name,
      bankName: form.bank_name ?? '',
      account: form.account,
    });
    return this.accounts(userId);
  }

  async apply(
    userId: number,
    request: { amount: number; method: WithdrawalMethod; payment_password: string },
  ): Promise<{ withdrawal: Withdrawal; wallet: Wallet }> {
    if (this.deps.withdrawalsEnabled === false) {
      throw new AppError('money.withdrawalsNeedRealPayments', { httpStatus: 403 });
    }
    if (this.deps.refuseAfterSandboxPayments && (await this.repository.sandboxPaymentsTaken())) {
      throw new AppError('money.withdrawalsAfterSandbox', { httpStatus: 403 });
    }
    if (request.amount < MONEY.withdrawalMinDiamonds) {
      throw new AppError('money.withdrawalTooSmall', {
        params: { min: MONEY.withdrawalMinDiamonds },
      });
    }
    await this.deps.password.verify(userId, request.payment_password);
    const account = (await this.repository.accountsOf(userId)).find(
      (row) => row.method === request.method,
    );
    if (!account) {
      throw new AppError(
        request.method === 'bank' ? 'money.bankCardMissing' : 'money.alipayMissing',
      );
    }
    const amountMinor = wholeDiamondsToMinor(request.amount);
    const row = await spendingIncome(() =>
      this.deps.ledger.transaction(async (tx) => {
        const inserted = await this.repository.insertWithdrawal(tx, {
          userId,
          amountMinor,
          method: request.method,
          realName: account.realName,
          bankName: account.bankName,
          account: account.account,
        });
        await this.deps.ledger.post(tx, {
          reason: 'withdrawal',
          causeId: inserted.id,
          movements: [
            {
              from: member(userId, 'withdrawable'),
              to: member(userId, 'held'),
              amount: amountMinor,
            },
          ],
        });
        return inserted;
      }),
    );
    return { withdrawal: toWithdrawal(row), wallet: await this.deps.ledger.wallet(userId) };
  }

  async list(userId: number, filter: { status?: WithdrawalStatus; page: number }) {
    const window = pageWindow(filter.page, MONEY.pageSize);
    const rows = await this.repository.withdrawals({ userId, ...filter, ...window });
    return {
      list: rows.slice(0, MONEY.pageSize).map((row) => toWithdrawal(row.withdrawal)),
      has_more: rows.length > MONEY.pageSize,
    };
  }

  async adminList(operatorId: number, filter: { status?: WithdrawalStatus; page: number }) {
    await this.requireOperator(operatorId);
    const window = pageWindow(filter.page, MONEY.pageSize);
    const rows = await this.repository.withdrawals({ ...filter, ...window });
    return {
      list: rows.slice(0, MONEY.pageSize).map((row) => ({
        ...toWithdrawal(row.withdrawal),
        user_id: row.withdrawal.userId,
        nickname: row.nickname,
        real_name: row.withdrawal.realName,
        full_account: `${row.withdrawal.bankName} ${row.withdrawal.account}`.trim(),
      })),
      has_more: rows.length > MONEY.pageSize,
    };
  }

  /** Approve: the held money is paid out. Reject: it goes back to withdrawable. Once only. */
  async review(
    operatorId: number,
    request: { id: number; approve: boolean; note: string },
  ): Promise<Withdrawal> {
    await this.requireOperator(operatorId);
    const reviewed = await this.deps.ledger.transaction(async (tx) => {
      const row = await this.repository.review(tx, request.id, {
        status: request.approve ? 'succeeded' : 'failed',
        reviewNote: request.note,
        reviewedBy: operatorId,
        reviewedAt: this.now(),
      });
      if (!row) return null;
      await this.deps.ledger.post(tx, {
        reason: request.approve ? 'withdrawal_paid' : 'withdrawal_rejected',
        causeId: row.id,
        movements: [
          {
            from: member(row.userId, 'held'),
            to: request.approve ? platform('payouts') : member(row.userId, 'withdrawable'),
            amount: row.amountMinor,
          },
        ],
      });
      return row;
    });
    if (!reviewed) {
      const existing = await this.repository.withdrawalById(request.id);
      throw existing
        ? new AppError('money.withdrawalReviewed', { httpStatus: 409 })
        : new AppError('money.withdrawalNotFound', { httpStatus: 404 });
    }
    await this.deps.notifier.notify(reviewed.userId, 'withdrawal');
    return toWithdrawal(reviewed);
  }

  /** Income → consumption wallet, 1:1, irreversible (spec §5). */
  async convert(userId: number, request: { amount: number; payment_password: string }) {
    await this.deps.password.verify(userId, request.payment_password);
    const amount = wholeDiamondsToMinor(request.amount);
    await spendingIncome(() =>
      this.deps.ledger.transaction((tx) =>
        this.deps.ledger.post(tx, {
          reason: 'conversion',
          movements: [
            { from: member(userId, 'withdrawable'), to: member(userId, 'diamonds'), amount },
          ],
        }),
      ),
    );
    return this.deps.ledger.wallet(userId);
  }

  private async requireOperator(userId: number): Promise<void> {
    if ((await this.repository.role(userId)) !== 'operator') {
      throw new AppError('admin.operatorsOnly', { httpStatus: 403 });
    }
  }
}
