import { useId } from 'react';
import { isMarketCountry } from '../../contract/site/markets';
import { useCountryChoice } from '../geo/useCountryChoice';
import { useI18n } from '../i18n/I18nProvider';

/** The country the site offers operators and prices for; changing it switches at once and is remembered. */
export function CountrySwitch() {
  const { t } = useI18n();
  const id = useId();
  const choice = useCountryChoice();
  return (
    <div className="site-CountrySwitch">
      <label className="site-Label" htmlFor={id}>
        {t('shell.country.label')}
      </label>
      <select
        id={id}
        className="site-Select"
        name="country"
        value={choice.country}
        disabled={choice.saving}
        aria-invalid={choice.failed ? true : undefined}
        onChange={(event) => {
          if (isMarketCountry(event.target.value)) choice.choose(event.target.value);
        }}
      >
        {/* A country outside the markets (a proxy may name any) is shown as it is until one is chosen. */}
        {isMarketCountry(choice.country) ? null : <option value={choice.country}>{choice.country}</option>}
        {choice.options.map((country) => (
          <option key={country} value={country}>
            {t(`shell.country.${country}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
