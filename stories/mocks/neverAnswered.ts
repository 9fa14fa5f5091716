/**
 * A response that never comes, for stories that show a loading state. Unlike msw's
 * `delay('infinite')`, it sets no timer, so a fake clock that runs ahead cannot answer it.
 */
export const neverAnswered = (): Promise<never> => new Promise<never>(() => {});
