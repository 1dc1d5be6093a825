import { OutlineIcon } from '../../../shared/ui/Icon';

/** A red envelope with its round seal. */
export function RedEnvelopeIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon
      path="M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm-1 4.5c4.5 3 9.5 3 14 0M12 13.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
      className={className}
    />
  );
}
