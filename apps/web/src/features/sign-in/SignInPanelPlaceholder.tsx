/** Holds the panel section's height while its code, strings or list load, so the panel does not jump. */
export function SignInPanelPlaceholder() {
  return <div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-slate-100" />;
}
