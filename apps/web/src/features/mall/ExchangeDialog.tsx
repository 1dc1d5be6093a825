import { MALL, type Goods, type ShippingContact } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { FormProblem } from '../../shared/ui/FormProblem';
import { useWalletQuery } from '../../shared/wallet/wallet-query';
import { checkContact, EMPTY_CONTACT, type ContactProblems } from './contact';
import { ContactFields } from './ContactFields';
import { CountStepper } from './CountStepper';
import { ExchangeSummary } from './ExchangeSummary';
import { useExchange } from './use-exchange';

/**
 * Confirming an exchange: how many, what it costs and what gold is left; an item also needs
 * where to ship it. Mounted once per opening (a new `request_id` each time).
 */
export function ExchangeDialog({ goods, onClose }: { goods: Goods; onClose: () => void }) {
  const { t } = useTranslation('mall');
  const { t: tc } = useTranslation();
  const balance = useWalletQuery().data?.gold_coins;
  const exchange = useExchange(goods, onClose);
  const [chosen, setChosen] = useState(1);
  const [contact, setContact] = useState<ShippingContact>(EMPTY_CONTACT);
  const [problems, setProblems] = useState<ContactProblems>({});

  const soldOut = goods.stock <= 0;
  const max = Math.max(1, Math.min(goods.stock, MALL.exchangeCountMax));
  // The stock may have dropped under the chosen count since (the list reloads on a refusal).
  const count = Math.min(chosen, max);
  const total = goods.price * count;
  // An unknown balance (wallet not loaded) is left for the server to judge.
  const enough = balance === undefined || balance >= total;

  const submit = () => {
    if (!enough || soldOut) return;
    if (goods.kind === 'gift') {
      void exchange.send(count);
      return;
    }
    const checked = checkContact(contact);
    setProblems(checked.problems ?? {});
    if (checked.contact) void exchange.send(count, checked.contact);
  };

  return (
    <Dialog
      open
      onClose={() => {
        // The request is out: closing now would hide its answer.
        if (!exchange.pending) onClose();
      }}
      title={t('exchange.title', { name: goods.name })}
      testId="mall-exchange-dialog"
      fullScreenOnPhone
      footer={
        <>
          <Button variant="secondary" disabled={exchange.pending} onClick={onClose}>
            {tc('action.cancel')}
          </Button>
          <Button
            loading={exchange.pending}
            disabled={!enough || soldOut}
            onClick={submit}
            data-testid="mall-exchange-submit"
          >
            {soldOut ? t('goods.soldOut') : t('exchange.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-slate-600">
          {goods.kind === 'gift'
            ? t('exchange.giftNote', { count: goods.gift_quantity })
            : t('exchange.itemNote')}
        </p>
        <CountStepper value={count} max={max} onChange={setChosen} />
        <ExchangeSummary price={goods.price} total={total} balance={balance} />
        {goods.kind === 'item' && (
          <ContactFields
            value={contact}
            problems={problems}
            onChange={(field, text) => {
              setContact((current) => ({ ...current, [field]: text }));
              setProblems((current) => ({ ...current, [field]: undefined }));
            }}
          />
        )}
        <FormProblem text={exchange.refusal} testId="mall-exchange-refusal" />
      </div>
    </Dialog>
  );
}
