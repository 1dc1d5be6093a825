import { lazy, Suspense, useEffect, useState } from 'react';
import { onSignInRequested } from './sign-in-opener';

// The dialog, its calls and its strings are a separate chunk, loaded on the first opening.
const SignInDialog = lazy(async () => ({
  default: (await import('./SignInDialog')).SignInDialog,
}));

/** Renders the sign-in dialog while `openSignIn()` has it open. Mount it once, in the layout. */
export function SignInHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => onSignInRequested(() => setOpen(true)), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
