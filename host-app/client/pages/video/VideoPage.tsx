import { Link, useLocation, useParams } from 'wouter';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import type { VideoDetail } from '../../../shared/apiTypes';
import { useBrand } from '../../config/SiteConfigProvider';
import { useI18n } from '../../i18n/I18nProvider';
import { VideoPlayer } from '../../player';
import { PageStatus } from '../../shell/PageStatus';
import { usePageTitle } from '../../shell/usePageTitle';
import { sitePath } from '../../../shared/sitePaths';
import { useVideo } from './useVideo';

/** A video: the player, then what it is and where it comes from. Access is the server's decision. */
export function VideoPage() {
  const { t } = useI18n();
  const { videoId = '' } = useParams<{ videoId: string }>();
  // The viewer is part of the query key, and a VIP change refetches it: what the server grants depends on both.
  const video = useVideo(videoId);

  if (video.data) return <VideoDetails video={video.data} />;
  if (video.missing) return <p className="site-Alert">{t('video.notFound')}</p>;
  return <PageStatus state={video.isError ? 'failed' : 'loading'} onRetry={() => void video.refetch()} />;
}

export function VideoDetails({ video }: { video: VideoDetail }) {
  const { t } = useI18n();
  usePageTitle(video.title);
  // Premium streams check the viewer's session on every segment request.
  const authorization = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.token.id : null));
  return (
    <article className="site-Video">
      <VideoPlayer video={video} authorization={authorization} />
      <h1>{video.title}</h1>
      <AccessNotice access={video.access} />
      <p>
        <Link href={sitePath.channel(video.channel.id)}>{t('video.by', { channel: video.channel.title })}</Link>
      </p>
      <p>{video.description}</p>
    </article>
  );
}

function AccessNotice({ access }: { access: VideoDetail['access'] }) {
  const { t } = useI18n();
  const brand = useBrand();
  const [path] = useLocation();
  if (access === 'granted') return null;
  if (access === 'sign_in_required') {
    return (
      <p className="site-Alert">
        {t('video.signInRequired')} <Link href={sitePath.signIn(path)}>{t('shell.signIn')}</Link>
      </p>
    );
  }
  return (
    <p className="site-Alert">
      {t('video.vipRequired')} <Link href={sitePath.subscription(brand)}>{t('shell.nav.premium')}</Link>
    </p>
  );
}
