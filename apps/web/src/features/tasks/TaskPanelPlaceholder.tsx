/** Holds the panel section's height while its code, strings or list load, so the panel does not jump. */
export function TaskPanelPlaceholder() {
  return <div aria-hidden="true" className="h-40 animate-pulse rounded-lg bg-slate-100" />;
}
