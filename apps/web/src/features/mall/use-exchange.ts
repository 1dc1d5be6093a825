import type { Goods, ShippingContact } from '@tifo/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { randomId } from '../../shared/random-id';
import { refusalMessage, useExchangeMutation } from './api';

/**
 * Exchanging one goods from its dialog: sent at most once at a time, always with the same
 * `request_id` for this opening of the dialog, so a retry after a lost answer exchanges once.
 */
export function useExchange(goods: Goods, onDone: () => void) {
  const { t } = useTranslation('mall');
  const mutation = useExchangeMutation();
  const [requestId] = useState(randomId);
  const inFlight = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (count: number, contact?: ShippingContact) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefusal(null);
    try {
      const result = await mutation.mutateAsync({
        goods_id: goods.id,
        count,
        request_id: requestId,
        ...(contact && { contact }),
      });
      showToast(result.msg || t('exchange.done'), { kind: 'success' });
      onDone();
    } catch (error) {
      setRefusal(refusalMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  return { send, pending: mutation.isPending, refusal };
}
