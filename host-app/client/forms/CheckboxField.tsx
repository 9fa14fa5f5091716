import { useId } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import type { SiteMessageKey } from '../i18n/messageKeys';

export function CheckboxField({ label, hint, checked, onChange }: { label: SiteMessageKey; hint?: SiteMessageKey; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="site-Field">
      <div className="site-Checkbox">
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
        <label htmlFor={id}>{t(label)}</label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="site-Hint">
          {t(hint)}
        </p>
      )}
    </div>
  );
}
