import { OutlineIcon } from '../../shared/ui/Icon';

/** The fan club's heart, beside its button and prompts. */
export function FanClubIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon
      path="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z"
      className={className}
    />
  );
}
