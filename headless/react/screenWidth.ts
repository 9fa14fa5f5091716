/** The screen width the 3-D Secure frame is sized for (section 9); 600 where there is no screen (server rendering). */
export const screenWidth = (): number => globalThis.screen?.width ?? 600;
