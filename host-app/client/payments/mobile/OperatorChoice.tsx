import { useId } from 'react';
import type { Operator } from '../../../contract/content/contentTypes';
import type { FormFieldProps } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';

/** The live operators as radio buttons, each with its logo; the name is the accessible name. */
export function OperatorChoice({ operators, field }: { operators: readonly Operator[]; field: FormFieldProps }) {
  const { t } = useI18n();
  const errorId = `${useId()}-error`;
  const { problem, value, ...inputProps } = field;
  return (
    <fieldset className="site-Field site-OperatorList" aria-describedby={problem ? errorId : undefined} data-invalid={problem ? '' : undefined}>
      <legend className="site-Label">{t('payments.mobile.operator')}</legend>
      {operators.map((operator) => (
        <label key={operator.id} className="site-OperatorOption" data-selected={value === operator.id ? '' : undefined}>
          <input type="radio" {...inputProps} value={operator.id} checked={value === operator.id} />
          {operator.logo ? <img src={operator.logo} alt="" width={32} height={32} loading="lazy" /> : null}
          <span>{operator.name}</span>
        </label>
      ))}
      <p id={errorId} className="site-FieldError" aria-live="polite">
        {problem ? t(problem.key, problem.values) : null}
      </p>
    </fieldset>
  );
}
