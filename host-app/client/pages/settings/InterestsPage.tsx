import type { FormEvent } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { FormAlert } from '../auth/AuthFrame';
import { SettingsLayout } from './SettingsLayout';
import { useInterests } from './useInterests';

export function InterestsPage() {
  const { t } = useI18n();
  const interests = useInterests();
  const { list } = interests;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    interests.save();
  };

  return (
    <SettingsLayout title="settings.interests.heading">
      <p>{t('settings.interests.intro')}</p>
      {!list && <PageStatus state={interests.failed ? 'failed' : 'loading'} onRetry={interests.retry} />}
      {list &&
        (list.length === 0 ? (
          <p className="site-Muted">{t('settings.interests.empty')}</p>
        ) : (
          <form className="site-Form" onSubmit={submit}>
            <fieldset className="site-InterestList">
              <legend className="site-VisuallyHidden">{t('settings.interests.legend')}</legend>
              {list.map((interest) => (
                <label key={interest.id}>
                  <input type="checkbox" name="interests" value={interest.id} checked={interests.chosen.has(interest.id)} onChange={(event) => interests.toggle(interest.id, event.target.checked)} />
                  <img className="site-InterestIcon" src={interest.icon} alt="" /> {interest.name}
                </label>
              ))}
            </fieldset>
            <FormAlert
              message={interests.outcome === 'saved' ? t('settings.interests.saved') : interests.outcome === 'failed' ? t('settings.interests.failed') : null}
              tone={interests.outcome === 'saved' ? 'success' : 'error'}
            />
            <button type="submit" className="site-Button" disabled={interests.saving}>
              {interests.saving ? t('auth.busy') : t('settings.interests.save')}
            </button>
          </form>
        ))}
    </SettingsLayout>
  );
}
