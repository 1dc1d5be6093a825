import { lazy, Suspense } from 'react';
import { SignInPanelPlaceholder } from './SignInPanelPlaceholder';

// The avatar panel is on /main's first load: the strip, its calls and strings load with the
// panel's first opening instead. This file must stay tiny for the same reason.
const SignInPanelSection = lazy(async () => ({
  default: (await import('./SignInPanelSection')).SignInPanelSection,
}));

/** Where the avatar panel shows the sign-in strip. */
export function SignInPanelSlot({ onOpenDialog }: { onOpenDialog: () => void }) {
  return (
    <Suspense fallback={<SignInPanelPlaceholder />}>
      <SignInPanelSection onOpenDialog={onOpenDialog} />
    </Suspense>
  );
}
