import type { Goods } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { Badge } from '../../shared/ui/Surface';
import { useGoldFormat } from './use-gold-format';

/** One goods on sale: picture, words, price, stock, and the way to exchange it. */
export function GoodsCard({ goods, onExchange }: { goods: Goods; onExchange: () => void }) {
  const { t } = useTranslation('mall');
  const { gold } = useGoldFormat();
  const soldOut = goods.stock <= 0;
  return (
    <li
      data-testid="mall-goods-card"
      data-goods-id={goods.id}
      data-sold-out={soldOut}
      className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
    >
      <div className="relative aspect-square bg-slate-100">
        <img
          src={goods.image}
          alt=""
          loading="lazy"
          className={cx('size-full object-cover', soldOut && 'opacity-50 grayscale')}
        />
        <span className="absolute top-2 left-2">
          <Badge tone={goods.kind === 'gift' ? 'brand' : 'success'}>
            {t(`goods.kind.${goods.kind}`)}
          </Badge>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="truncate font-medium text-slate-900">{goods.name}</h3>
        <p className="line-clamp-2 text-xs text-slate-500">{goods.description}</p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <div className="min-w-0">
            <p className="font-semibold text-amber-700 tabular-nums" data-testid="mall-goods-price">
              {gold(goods.price)}
            </p>
            <p className="text-xs text-slate-500" data-testid="mall-goods-stock">
              {soldOut ? t('goods.soldOut') : t('goods.stock', { count: goods.stock })}
            </p>
          </div>
          <Button
            size="sm"
            className="shrink-0"
            disabled={soldOut}
            aria-label={soldOut ? undefined : t('goods.exchangeLabel', { name: goods.name })}
            onClick={onExchange}
            data-testid="mall-exchange-button"
          >
            {soldOut ? t('goods.soldOut') : t('goods.exchange')}
          </Button>
        </div>
      </div>
    </li>
  );
}
