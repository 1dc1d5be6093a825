import { useId, useRef, type KeyboardEvent } from 'react';
import { cx } from './cx';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

/**
 * Accessible tab list, one Tab stop: the arrow keys move between tabs, Home and End to the first
 * and last. The panel is rendered by the caller with `tabPanelProps`.
 */
export function Tabs<V extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = new Map([
      ['ArrowRight', (index + 1) % items.length],
      ['ArrowLeft', (index - 1 + items.length) % items.length],
      ['Home', 0],
      ['End', items.length - 1],
    ]).get(event.key);
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.value);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${item.value}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              '-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium transition-colors pointer-coarse:py-3',
              selected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
