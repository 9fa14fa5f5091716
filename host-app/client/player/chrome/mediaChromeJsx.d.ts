import type { HTMLAttributes, Ref } from 'react';

/** A media-chrome element in JSX: HTML attributes, plus the element's own lower-case attributes. */
type MediaChromeElementProps = HTMLAttributes<HTMLElement> & {
  ref?: Ref<HTMLElement>;
  slot?: string;
  [attribute: string]: unknown;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaChromeElementProps;
      'media-control-bar': MediaChromeElementProps;
      'media-play-button': MediaChromeElementProps;
      'media-seek-backward-button': MediaChromeElementProps;
      'media-seek-forward-button': MediaChromeElementProps;
      'media-mute-button': MediaChromeElementProps;
      'media-volume-range': MediaChromeElementProps;
      'media-time-range': MediaChromeElementProps;
      'media-time-display': MediaChromeElementProps;
      'media-preview-thumbnail': MediaChromeElementProps;
      'media-preview-time-display': MediaChromeElementProps;
      'media-pip-button': MediaChromeElementProps;
      'media-fullscreen-button': MediaChromeElementProps;
      'media-loading-indicator': MediaChromeElementProps;
      'media-settings-menu': MediaChromeElementProps;
      'media-settings-menu-button': MediaChromeElementProps;
      'media-settings-menu-item': MediaChromeElementProps;
      'media-chrome-menu': MediaChromeElementProps;
      'media-chrome-menu-item': MediaChromeElementProps;
      'media-captions-menu': MediaChromeElementProps;
      'media-playback-rate-menu': MediaChromeElementProps;
    }
  }
}
