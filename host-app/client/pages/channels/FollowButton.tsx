import { Link, useLocation } from 'wouter';
import type { ChannelSummary } from '../../../contract/content/contentTypes';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import { useI18n } from '../../i18n/I18nProvider';
import { useFollowChannel } from './useFollowChannel';
import { sitePath } from '../../../contract/site/sitePaths';

export function FollowButton({ channel }: { channel: ChannelSummary }) {
  const { t } = useI18n();
  const [path] = useLocation();
  const signedIn = useAuthSessionSelector((state) => state.status === 'authenticated');
  const follow = useFollowChannel(channel);

  return (
    <div className="site-Follow">
      <p className="site-Muted" aria-live="polite">
        {t('channels.followers', { count: follow.followers })}
      </p>
      {signedIn ? (
        <button type="button" className="site-Button" data-variant={follow.isFollowing ? 'secondary' : undefined} aria-pressed={follow.isFollowing} disabled={follow.pending} onClick={() => void follow.toggle()}>
          {follow.isFollowing ? t('channels.following') : t('channels.follow')}
        </button>
      ) : (
        <Link href={sitePath.signIn(path)} className="site-Button">
          {t('channels.signInToFollow')}
        </Link>
      )}
      <div role="alert">{follow.failed ? <p className="site-Alert">{t('channels.followFailed')}</p> : null}</div>
    </div>
  );
}
