/** Analytics event names exactly as the product spec names them (PR-ANALYTICS-2); screen names of PR-ANALYTICS-3. */

export const ANALYTICS_EVENTS = {
  loginAttempt: 'Login_API_Attempt',
  loginSuccess: 'Login_API_Success',
  loginFailed: 'Login_API_Failed',
  signupAttempt: 'Signup_API_Attempt',
  signupSuccess: 'Signup_API_Success',
  signupFailed: 'Signup_API_Failed',
  logoutAttempt: 'Logout_API_Attempt',
  logoutSuccess: 'Logout_API_Success',
  logoutFailed: 'Logout_API_Failed',
  loginOtpRequestAttempt: 'Login_OTP_Request_Attempt',
  loginOtpRequestSuccess: 'Login_OTP_Request_Success',
  loginOtpRequestFailed: 'Login_OTP_Request_Failed',
  videoPlayerFailed: 'Video_Player_Failed',
  playerError: 'Player_Error',
  vrModeButtonClicked: 'VRMode_Button_Clicked',
  /** The player states (PR-PLAYER-1) as they happen (PlaybackTime aside, which ticks while playing); the name is this site's choice. */
  playerState: 'Player_State',
  followChannelButtonClicked: 'Follow_Channel_Button_Clicked',
  dcbPaymentStarted: 'DCB_Payment_Started',
  dcbPaymentSuccessful: 'DCB_Payment_Successful',
  happeningSuggestedVideoClick: 'happening_suggested_video_click',
  /**
   * Ads. The spec names no ad events; these names are this site's choice: a preroll asked of the ad
   * server, an ad shown (a preroll's first frame, or a slot filled), a preroll's quartiles, its
   * skip, its end and its failure (the content then plays), and a click on any ad.
   */
  adRequested: 'Ad_Requested',
  adImpression: 'Ad_Impression',
  adQuartile: 'Ad_Quartile',
  adSkipped: 'Ad_Skipped',
  adCompleted: 'Ad_Completed',
  adFailed: 'Ad_Failed',
  adClicked: 'Ad_Clicked',
} as const;

/** PR-PAY-8: payment journey steps and outcomes (`vpay_…`, see contract/payments/paymentConstants). */
export type PaymentAnalyticsEventName = `vpay_${string}`;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS] | PaymentAnalyticsEventName;

/** Screen names reported as page views (PR-ANALYTICS-3, both groups). */
export const SCREEN_NAMES = [
  'Apple_Login', 'Snapchat_Login', 'Authenticate', 'PhoneLogin', 'Category', 'Choose_Operator', 'Confirm_Mobile',
  'Embedded_Video', 'News', 'Apple_Vision_Pro', 'Apple_Vision_Pro_Details', 'News_Celta_Vigo', 'Laliga_News',
  'Redeem_Voucher', 'Search', 'Showcase', 'Card_Details', 'Community_Guidelines', 'Partners', 'Privacy_Policy',
  'Sindalah_Island', 'Terms_Conditions', 'Who_We_Are', 'Etisalat_Video', 'Change_Password',
  'Login', 'Signup', 'Phone_Authentication', 'Phone_OTP', 'Forgot_Password', 'Interests', 'Home', 'People_We_Love',
  'Settings', 'Subscription', 'Category_Details', 'Happening_Details', 'Channel_List', 'Channel_Details',
  'Video_Player', 'Teleport_Now', 'Featured_Replay', 'Explore',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

export function isScreenName(value: string): value is ScreenName {
  return (SCREEN_NAMES as readonly string[]).includes(value);
}
