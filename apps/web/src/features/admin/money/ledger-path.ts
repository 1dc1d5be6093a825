/** Where the ledger explorer shows a transaction or an account. */
export function ledgerPath(target: { transaction: number } | { account: number }): string {
  return 'transaction' in target
    ? `/admin/money/ledger?transaction=${target.transaction}`
    : `/admin/money/ledger?account=${target.account}`;
}
