import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { CrashPage } from './CrashPage';

interface BoundaryState {
  /** A separate flag: `throw undefined` is still a crash. */
  failed: boolean;
  error: unknown;
}

/**
 * The outermost boundary (around the providers): catches what the router's own boundary cannot,
 * such as an error in a provider or in the router itself.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <CrashPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The root route's `ErrorBoundary`: a data router catches errors of route components, loaders
 * and lazy route chunks itself (and would show its developer page), so it needs its own.
 */
export function RouteErrorPage() {
  return <CrashPage error={useRouteError()} />;
}
