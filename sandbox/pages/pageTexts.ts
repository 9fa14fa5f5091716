import type { RedirectMethodCode } from '../provider/paymentMethods';

/** Every string the shopper pages show (English only: the sandbox stands in for a bank or wallet). */
export const PAGE_TEXTS = {
  sandboxNote: 'Sandbox page: nothing is charged. Choose the result you want to test.',
  amount: 'Amount',
  order: 'Order',
  card: 'Card',
  closeWindow: 'You can close this window.',
  returnToShop: 'Return to the shop',
  threeDS: {
    title: '3-D Secure check',
    heading: 'Confirm this payment',
    intro: 'Your bank asks you to confirm this payment.',
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Cancel',
    results: {
      approved: 'Payment confirmed',
      declined: 'Payment declined',
      cancelled: 'Payment cancelled',
    },
  },
  method: {
    names: { genericRedirect: 'Redirect payment', pix: 'Pix', modo: 'MODO' } satisfies Record<RedirectMethodCode, string>,
    intro: 'Approve or decline this payment.',
    approve: 'Approve payment',
    decline: 'Decline payment',
    results: {
      approved: 'Payment approved',
      declined: 'Payment declined',
    },
  },
  /** The provider's own return pages, for a session created without `returnInfo`. */
  returned: {
    success: { title: 'Payment complete', message: 'Your payment went through. You can close this window and go back to the shop.' },
    error: { title: 'Payment not completed', message: 'Your payment did not go through. Go back to the shop to try again.' },
    cancel: { title: 'Payment cancelled', message: 'You cancelled the payment. Go back to the shop to choose another way to pay.' },
    pending: { title: 'Payment in progress', message: 'Your payment is being processed. The shop will tell you when it is complete.' },
  },
  errors: {
    notFound: { title: 'Nothing to confirm', message: 'There is no payment waiting for you at this address.' },
    badForm: { title: 'Form not accepted', message: 'The form was not sent as this page sends it. Open the payment page again.' },
  },
} as const;
