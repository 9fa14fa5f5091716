import { useId, type InputHTMLAttributes } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import type { SiteMessageKey } from '../i18n/messageKeys';
import type { FormFieldProps } from './useForm';

type InputAttributes = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'required' | 'maxLength' | 'dir'>;

export interface TextFieldProps extends InputAttributes {
  label: SiteMessageKey;
  hint?: SiteMessageKey;
  hintValues?: Record<string, string | number>;
  field: FormFieldProps;
}

/** A labelled input whose problem is announced politely and tied to it by aria-describedby. */
export function TextField({ label, hint, hintValues, field, ...inputAttributes }: TextFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { problem, ...inputProps } = field;
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="site-Field" data-invalid={problem ? '' : undefined}>
      <label className="site-Label" htmlFor={id}>
        {t(label)}
      </label>
      {hint && (
        <p id={hintId} className="site-Hint">
          {t(hint, hintValues)}
        </p>
      )}
      <input
        id={id}
        className="site-Input"
        {...inputAttributes}
        {...inputProps}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={errorId} className="site-FieldError" aria-live="polite">
        {problem ? t(problem.key, problem.values) : null}
      </p>
    </div>
  );
}
