import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InitResponse } from 'payment-client/headless';
import { CardPage } from './CardPage';
import { DropInPage } from './DropInPage';

// The merchant's server creates the session; the page never does.
void fetch('/api/checkout', { method: 'POST' })
  .then((response) => response.json() as Promise<InitResponse>)
  .then((initResponse) =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        {location.hash === '#dropin' ? <DropInPage initResponse={initResponse} /> : <CardPage initResponse={initResponse} onPaid={(id) => console.log(id)} />}
      </StrictMode>,
    ),
  );
