import type { BillingPlan } from '../../../contract/payments/paymentTypes';
import type { PlanPriceTexts } from './planPrice';

export interface PlanCardProps {
  plan: BillingPlan;
  name: string;
  price: PlanPriceTexts;
  selected: boolean;
  chooseLabel: string;
  selectedLabel: string;
  onChoose: (plan: BillingPlan) => void;
}

/** One plan: the billed amount first and largest, then the plain secondary terms and the choose button. */
export function PlanCard({ plan, name, price, selected, chooseLabel, selectedLabel, onChoose }: PlanCardProps) {
  return (
    <li className="site-Card site-PlanCard" data-plan={plan.key} data-selected={selected ? '' : undefined}>
      <h3 className="site-PlanCard-name">{name}</h3>
      <p className="site-PlanCard-price">{price.billed}</p>
      {price.trial ? <p className="site-PlanCard-terms">{price.trial}</p> : null}
      {price.perMonth ? <p className="site-PlanCard-terms">{price.perMonth}</p> : null}
      {price.operator ? <p className="site-PlanCard-terms" data-operator-price="">{price.operator}</p> : null}
      <button type="button" className="site-Button" data-variant={selected ? undefined : 'secondary'} aria-pressed={selected} onClick={() => onChoose(plan)}>
        {chooseLabel}
      </button>
      {selected ? <span className="site-PlanCard-badge">{selectedLabel}</span> : null}
    </li>
  );
}
