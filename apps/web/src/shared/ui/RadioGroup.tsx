import { cx } from './cx';

/** One choice among a few, as radio buttons under a legend (report reasons, formats). */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  /** Layout of the options (a grid, a column…). */
  className?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-slate-800">{legend}</legend>
      <div className={cx('flex flex-col gap-2', className)}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
