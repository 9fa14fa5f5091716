/** Channel names are written into LISTEN statements, so only plain identifiers are allowed. */
export function checkChannelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Notification channel '${channel}' is not a plain lower-case identifier`);
  return channel;
}
