/** The screen width the 3-D Secure frame is sized for (PC-3DS-4); 600 where there is no screen (server rendering). */
export const screenWidth = (): number => globalThis.screen?.width ?? 600;
