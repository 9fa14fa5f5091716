import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../../host-app/client/shell/ErrorBoundary';

afterEach(cleanup);

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failed');
  return <p>page content</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback when a page throws, and the next address renders again', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={<p>error page</p>}>
        <Page broken />
      </ErrorBoundary>,
    );
    screen.getByText('error page');

    // Still the same address: the fallback stays even if the page would render now.
    rerender(
      <ErrorBoundary resetKey="/a" fallback={<p>error page</p>}>
        <Page broken={false} />
      </ErrorBoundary>,
    );
    screen.getByText('error page');

    rerender(
      <ErrorBoundary resetKey="/b" fallback={<p>error page</p>}>
        <Page broken={false} />
      </ErrorBoundary>,
    );
    screen.getByText('page content');
    log.mockRestore();
  });
});
