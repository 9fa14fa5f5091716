export { HelpWidget, type HelpWidgetProps } from './HelpWidget';
export { helpWidget, setHelpCredential } from './siteHelpWidget';
export type { HelpWidgetController, HelpWidgetState, SupportIdentity, ChatMessage } from './helpWidgetSession';
