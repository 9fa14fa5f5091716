// The checkout page's script: a separate file, so the page needs no 'unsafe-inline'.
const result = document.getElementById('result');

/** Your server creates the session with its secret key and answers the init response ({ version, data }). */
async function newSession() {
  const response = await fetch('/api/checkout', { method: 'POST' });
  if (!response.ok) throw new Error(`Checkout unavailable (HTTP ${response.status})`);
  return response.json();
}

const client = PaymentClient.init(await newSession(), {
  environment: 'TEST',
  locale: 'en',
  events: {
    // A session that expires while the shopper pays is renewed here, and the payment tried once more.
    onSessionExpired: newSession,
  },
});

client
  .cardForm({
    events: {
      onAuthorizeSuccess: async ({ executionId }) => {
        result.textContent = 'Payment received: confirming your order…';
        // The browser's word is not proof: your server reads the payment with its secret key.
        const response = await fetch(`/api/orders/${encodeURIComponent(executionId)}/confirm`, { method: 'POST' });
        const order = await response.json();
        result.textContent = order.status === 'paid' ? `Thank you: order ${order.merchantReference} is confirmed.` : 'We are still confirming your payment.';
      },
      onAuthorizeFailed: (error) => {
        // The card form already shows the decline to the shopper, who can try again.
        if (error.code === 'SESSION_EXPIRED') result.textContent = 'Your checkout expired: reload the page to start again.';
      },
    },
  })
  .mount('#checkout');
