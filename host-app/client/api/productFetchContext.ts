import { createContext } from 'react';
import type { ProductClientOptions } from './productClient';

/**
 * How product calls reach the API: the page's own origin with `fetch` in the browser; the server
 * render gives its origin and an in-process fetch, so a page's data costs no network hop there.
 */
export const ProductFetchContext = createContext<ProductClientOptions>({});
