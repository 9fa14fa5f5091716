import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileLoadResult } from '../../../headless/core/authSession/authSessionApi';
import { createAuthSession } from '../../../headless/core/authSession/createAuthSession';
import { AuthSessionProvider, type AuthSessionProviderProps } from '../../../headless/react/AuthSessionProvider';
import { useAuthSession, useAuthSessionSelector } from '../../../headless/react/useAuthSession';
import { deferred } from '../../support/deferred';
import { fakeDeps } from '../core/authSession/fakes';

const TOKEN = 'eyJhbGciOi.secret-token.sig';
const stored = { token: JSON.stringify({ value: TOKEN }) };

function Account() {
  const { status, subscriber, isVip, state, logout, becomeSubscriber, loseSubscription, updateSubscriber, signIn, reload } = useAuthSession();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="name">{subscriber?.name ?? '-'}</p>
      <p data-testid="vip">{state.status === 'authenticated' && state.vipStatus === 'pending' ? 'checking' : isVip ? 'vip' : 'regular'}</p>
      <button onClick={logout}>logout</button>
      <button onClick={becomeSubscriber}>subscribe</button>
      <button onClick={loseSubscription}>unsubscribe</button>
      <button onClick={() => updateSubscriber({ fullname: 'Lina H.' })}>rename</button>
      <button onClick={() => void signIn({ token: 'second-token', staySignedIn: true })}>sign in</button>
      <button onClick={() => void reload()}>retry</button>
    </div>
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useAuthSession', () => {
  it("throws \"Can't use hook outside provider\" outside the provider", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Account />)).toThrow(new Error("Can't use hook outside provider"));
    function Status() {
      return <p>{useAuthSessionSelector((state) => state.status)}</p>;
    }
    expect(() => render(<Status />)).toThrow(new Error("Can't use hook outside provider"));
  });

  it('starts the session from deps and shows the signed-in subscriber, then the VIP lookup', async () => {
    const { deps, api } = fakeDeps({ storage: stored });
    api.vipSubscribers.add('sub-1');
    render(
      <AuthSessionProvider deps={deps}>
        <Account />
      </AuthSessionProvider>,
    );
    expect(text('status')).toBe('unknown');
    await screen.findByText('vip');
    expect(text('status')).toBe('authenticated');
    expect(text('name')).toBe('Lina Haddad');
    expect(api.calls.profile).toEqual([TOKEN]);
  });

  it('starts once under StrictMode', async () => {
    const { deps, api } = fakeDeps({ storage: stored });
    render(
      <StrictMode>
        <AuthSessionProvider deps={deps}>
          <Account />
        </AuthSessionProvider>
      </StrictMode>,
    );
    await screen.findByText('regular');
    expect(api.calls.profile).toHaveLength(1);
    expect(api.calls.status).toHaveLength(1);
  });

  it('re-renders on every action: subscribe, unsubscribe, rename, logout, sign in', async () => {
    const { deps, api, storage } = fakeDeps({ storage: stored });
    render(
      <StrictMode>
        <AuthSessionProvider deps={deps}>
          <Account />
        </AuthSessionProvider>
      </StrictMode>,
    );
    await screen.findByText('regular');
    fireEvent.click(screen.getByText('subscribe'));
    expect(text('vip')).toBe('vip');
    fireEvent.click(screen.getByText('unsubscribe'));
    expect(text('vip')).toBe('regular');
    fireEvent.click(screen.getByText('rename'));
    expect(text('name')).toBe('Lina H.');
    expect(api.calls.profile).toHaveLength(1);

    fireEvent.click(screen.getByText('logout'));
    expect(text('status')).toBe('unauthorized');
    expect(text('name')).toBe('-');
    expect(storage.items.has('token')).toBe(false);

    fireEvent.click(screen.getByText('sign in'));
    expect(text('status')).toBe('unknown');
    await screen.findByText('authenticated');
    expect(api.calls.profile.at(-1)).toBe('second-token');
  });

  it('shares a session made outside React, and reports an unresolved load until a retry works', async () => {
    const { deps, api } = fakeDeps({ storage: stored });
    const onUnresolved = vi.fn();
    api.profile = () => ({ outcome: 'failed', failure: { reason: 'server', message: 'answered 500', status: 500 } });
    const session = createAuthSession({ ...deps, onUnresolved });
    render(
      <AuthSessionProvider session={session}>
        <Account />
      </AuthSessionProvider>,
    );
    await vi.waitFor(() => expect(onUnresolved).toHaveBeenCalledTimes(1));
    expect(text('status')).toBe('unknown');

    const answer = deferred<ProfileLoadResult>();
    api.profile = () => answer.promise;
    fireEvent.click(screen.getByText('retry'));
    answer.resolve({ outcome: 'unauthorized' });
    await screen.findByText('unauthorized');
    expect(session.getState().status).toBe('unauthorized');
  });

  it('re-renders a selector only when its slice changes', async () => {
    const { deps } = fakeDeps({ storage: stored });
    const session = createAuthSession(deps);
    await session.start();
    let renders = 0;
    function Status() {
      renders += 1;
      return <p data-testid="selected">{useAuthSessionSelector((state) => state.status)}</p>;
    }
    render(
      <AuthSessionProvider session={session}>
        <Status />
      </AuthSessionProvider>,
    );
    const before = renders;
    act(() => session.updateSubscriber({ country: 'SA' }));
    act(() => session.becomeSubscriber());
    expect(renders).toBe(before);
    act(() => session.logout());
    expect(text('selected')).toBe('unauthorized');
    expect(renders).toBe(before + 1);
  });

  it('refuses a provider with neither a session nor deps', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const neither = {} as AuthSessionProviderProps;
    expect(() => render(<AuthSessionProvider {...neither} />)).toThrow('AuthSessionProvider needs a `session` (from createAuthSession) or `deps` to create one.');
  });
});
