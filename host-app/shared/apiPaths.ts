/**
 * Paths of the product API. Those of product.md section 7 are the spec's; the others
 * (marked) are this API's choices where the spec names a call but not its path.
 */
export const API_PATHS = {
  otpCountries: '/api/v1/auth/otp/countries',
  otpSend: '/api/v1/auth/otp/send',
  otpVerify: '/api/v1/auth/otp/verify', // chosen
  home: (locale: string, country: string) => `/home/${encodeURIComponent(locale)}/${encodeURIComponent(country)}`,
  profile: '/api/v1/auth/profile',
  signUp: '/api/v1/auth/signup',
  signIn: '/api/v1/auth/signin',
  signInWithToken: '/api/v1/auth/signin-token',
  signOut: '/api/v1/auth/signout', // chosen
  videos: '/media/videos',
  video: (videoId: string) => `/media/videos/${encodeURIComponent(videoId)}`,
  channelVideos: '/media/videos/channel',
  updateFollowing: '/channelsV2/updateFollowing',
  eventsUpcoming: '/events/upcoming',
  eventsLive: '/events/live',
  subscriptionDetails: '/v1/subscription/details',
  subscriptionStatus: (subscriberId: string) => `/v1/subscription/status/${encodeURIComponent(subscriberId)}`, // chosen
  subscriptionCancel: '/v1/subscription/cancel', // chosen
  profileImageUpload: '/subscribers/profile/upload',
  interests: '/api/v1/interests',
  interestsUpdate: '/api/v1/interests/subscriber/update',
  publicIp: '/api/v1/ip', // chosen
  adConfiguration: '/api/v1/ads/config', // chosen
  analyticsEvents: '/api/v1/analytics/events', // chosen
  analyticsRemoteConfig: '/api/v1/analytics/remote-config', // chosen
  /** TEST environment only: the latest one-time code sent to a phone or email. */
  devLatestOtp: '/api/v1/dev/otp/latest', // chosen
} as const;

/** Where the server serves files: generated sample media, signed streams and uploaded profile images. */
export const MEDIA_FILES_PREFIX = '/media/files/';
export const MEDIA_STREAM_PREFIX = '/media/stream/';
export const UPLOADS_PREFIX = '/uploads/';
