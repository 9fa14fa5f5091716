export { HelpWidget, type HelpWidgetProps } from './HelpWidget';
export { helpWidget } from './siteHelpWidget';
export type { HelpWidgetController, HelpWidgetState, SupportIdentity, ChatMessage } from './helpWidgetSession';
