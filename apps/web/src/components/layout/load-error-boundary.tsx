import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { Component, type ReactNode } from 'react';
import { PageCard } from './page-card';

type LoadErrorBoundaryProps = { children: ReactNode };

/**
 * Catches a screen that failed to load or render, most often a chunk lost to a dropped mobile
 * connection, and offers a reload instead of a blank page. Reloading is the way back because
 * React caches a lazy import that failed.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageCard title={messages.errorOccurred}>
        <p role="alert" className="light-error">
          {messages.checkNetwork}
        </p>
        <button
          type="button"
          className="light-button"
          data-variant="filled"
          onClick={() => window.location.reload()}
        >
          {copy.tryAgain}
        </button>
      </PageCard>
    );
  }
}
