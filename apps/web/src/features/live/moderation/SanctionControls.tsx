import { Button, type ButtonVariant } from '../../../shared/ui/Button';

/** The option of `choices` whose value a `<select>` reports (the first one otherwise). */
function pick<T extends number>(choices: readonly [T, ...T[]], value: string): T {
  return choices.find((choice) => String(choice) === value) ?? choices[0];
}

const selectClasses =
  'h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none';

/**
 * One sanction of the user card (mute, kick): while it is in force a "lift" button; otherwise a
 * duration choice and the button that applies it.
 */
export function SanctionControls<T extends number>(props: {
  active: boolean;
  busy: boolean;
  choices: readonly [T, ...T[]];
  minutes: T;
  onMinutes: (minutes: T) => void;
  choiceLabel: string;
  durationLabel: (minutes: T) => string;
  apply: { label: string; testId: string; variant: ButtonVariant };
  lift: { label: string; testId: string };
  onApply: () => void;
  onLift: () => void;
}) {
  if (props.active) {
    return (
      <Button
        size="sm"
        variant="secondary"
        data-testid={props.lift.testId}
        disabled={props.busy}
        onClick={props.onLift}
      >
        {props.lift.label}
      </Button>
    );
  }
  return (
    <>
      <select
        aria-label={props.choiceLabel}
        className={selectClasses}
        value={props.minutes}
        onChange={(event) => props.onMinutes(pick(props.choices, event.target.value))}
      >
        {props.choices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {props.durationLabel(minutes)}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant={props.apply.variant}
        data-testid={props.apply.testId}
        disabled={props.busy}
        onClick={props.onApply}
      >
        {props.apply.label}
      </Button>
    </>
  );
}
