import { OutlineIcon } from '../../shared/ui/Icon';

/** A target: fun-guess's mark. */
export function GuessIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon
      path="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      className={className}
    />
  );
}
