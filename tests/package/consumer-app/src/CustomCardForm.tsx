// A card form with the team's own markup, built from the hook's state and prop getters (docs/react-quickstart.md).
import { useCardForm, type PaymentClient } from 'payment-client/headless';

export function CustomCardForm({ client }: { client: PaymentClient }) {
  const card = useCardForm(client, { events: { onAuthorizeSuccess: (result) => console.log('paid', result.executionId) } });
  if (card.checkout.status === 'success') return <p role="status">{card.translate('result.success')}</p>;
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      {/* The secure frame attaches here; card data never enters this page. */}
      <div ref={card.frameContainerRef} className="my-card-fields" />
      {card.fields.storeInstrument.visible ? (
        <label>
          <input {...card.fields.storeInstrument.inputProps} /> {card.fields.storeInstrument.label}
        </label>
      ) : null}
      {card.checkout.status === 'failure' ? <p role="alert">{card.checkout.code}</p> : null}
      <button {...card.getPayButtonProps()} className="my-pay-button">
        {card.isPaying ? 'Paying…' : `Pay ${card.amount.value / 100} ${card.amount.currency}`}
      </button>
    </form>
  );
}
