import { useId } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import type { SiteMessageKey } from '../i18n/messageKeys';
import type { FormFieldProps } from './useForm';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({ label, field, options, autoComplete, dir }: { label: SiteMessageKey; field: FormFieldProps; options: SelectOption[]; autoComplete?: string; dir?: 'auto' | 'ltr' | 'rtl' }) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const { problem, ...selectProps } = field;
  return (
    <div className="site-Field">
      <label className="site-Label" htmlFor={id}>
        {t(label)}
      </label>
      <select id={id} className="site-Select" dir={dir} autoComplete={autoComplete} {...selectProps} aria-invalid={problem ? true : undefined} aria-describedby={problem ? errorId : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={errorId} className="site-FieldError" aria-live="polite">
        {problem ? t(problem.key, problem.values) : null}
      </p>
    </div>
  );
}
