import type { VideoDetail } from '../../contract/content/contentTypes';
import type { SiteMessageKey } from '../i18n/messageKeys';

/** Where a viewer without access goes next: sign in, or buy premium. */
export type GatedContentAction = 'signIn' | 'goPremium';

export interface GatedContent {
  messageKey: SiteMessageKey;
  action: GatedContentAction;
  actionKey: SiteMessageKey;
}

/**
 * The one message a premium video or live event shows in place of its stream. The server decides
 * the access from the token and the subscription table: visitors are asked to sign in, signed-in
 * viewers without VIP are offered premium. Null when the stream is granted.
 */
export function gatedContent(access: VideoDetail['access']): GatedContent | null {
  switch (access) {
    case 'granted':
      return null;
    case 'sign_in_required':
      return { messageKey: 'video.signInRequired', action: 'signIn', actionKey: 'shell.signIn' };
    case 'vip_required':
      return { messageKey: 'video.vipRequired', action: 'goPremium', actionKey: 'shell.nav.premium' };
  }
}
