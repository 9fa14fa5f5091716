import { Link, useLocation, useParams } from 'wouter';
import { useAuthSessionSelector } from '../../../../headless/react/useAuthSession';
import type { VideoDetail } from '../../../shared/apiTypes';
import { loadVideo } from '../../api/contentApi';
import { useLoad } from '../../api/useLoad';
import { useProductCaller } from '../../api/useProductCaller';
import { useBrand } from '../../config/SiteConfigProvider';
import { useI18n } from '../../i18n/I18nProvider';
import { VideoPlayer } from '../../player';
import { PageStatus } from '../../shell/PageStatus';
import { usePageTitle } from '../../shell/usePageTitle';
import { sitePath } from '../../../shared/sitePaths';

/** A video: the player, then what it is and where it comes from. Access is the server's decision. */
export function VideoPage() {
  const { t } = useI18n();
  const { videoId = '' } = useParams<{ videoId: string }>();
  const call = useProductCaller();
  // Signing in or becoming VIP may change what the server grants, so both are part of the key.
  const viewer = useAuthSessionSelector((state) => (state.status === 'authenticated' ? `${state.subscriber.id}:${state.subscriber.isVip}` : state.status));
  const { state, retry } = useLoad<VideoDetail>(`${videoId}\u0000${viewer}`, (signal) => loadVideo(call, videoId, signal));

  if (state.status === 'loading') return <PageStatus state="loading" />;
  if (state.status === 'failed') {
    if (state.failure.kind === 'notFound' || state.failure.kind === 'invalidInput') return <p className="site-Alert">{t('video.notFound')}</p>;
    return <PageStatus state="failed" onRetry={retry} />;
  }
  return <VideoDetails video={state.data} />;
}

export function VideoDetails({ video }: { video: VideoDetail }) {
  const { t } = useI18n();
  usePageTitle(video.title);
  return (
    <article className="site-Video">
      <VideoPlayer video={video} />
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
