import { useId, useRef, type FormEvent } from 'react';
import { useAuthSession, type Subscriber } from 'payment-client/auth-session';
import { FULL_NAME_MAX_LENGTH, PROFILE_IMAGE_TYPES } from '../../../contract/forms/validation';
import { FormSummary } from '../../forms/FormSummary';
import { TextField } from '../../forms/TextField';
import { useI18n } from '../../i18n/I18nProvider';
import { Avatar } from '../../shell/Avatar';
import { CountrySwitch } from '../../shell/CountrySwitch';
import { FormAlert } from '../auth/AuthFrame';
import { EmailSection, PasswordSection } from './CredentialSections';
import { SettingsLayout } from './SettingsLayout';
import { PROFILE_IMAGE_MAX_MEGABYTES, useAvatarUpload } from './useAvatarUpload';
import { useNameForm } from './useNameForm';

/** Account settings: the full name, the profile picture, and the sign-in details on file. */
export function LoginSettingsPage() {
  const { subscriber } = useAuthSession();
  if (!subscriber) return null;
  return (
    <SettingsLayout title="settings.login.heading">
      <NameSection subscriber={subscriber} />
      <AvatarSection subscriber={subscriber} />
      <ContactDetails subscriber={subscriber} />
      <CountrySection />
      <EmailSection subscriber={subscriber} />
      <PasswordSection />
    </SettingsLayout>
  );
}

function NameSection({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useI18n();
  const headingId = useId();
  const form = useNameForm(subscriber.fullname);
  return (
    <section className="site-Section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('settings.login.nameHeading')}</h3>
      <form className="site-Form" {...form.formProps}>
        <FormSummary show={form.showSummary} />
        <TextField label="auth.fullName" field={form.field('fullName')} autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} required />
        <FormAlert message={form.outcome?.message ?? null} tone={form.outcome?.tone} />
        <button type="submit" className="site-Button" disabled={form.submitting}>
          {form.submitting ? t('auth.busy') : t('settings.login.saveName')}
        </button>
      </form>
    </section>
  );
}

function AvatarSection({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useI18n();
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const avatar = useAvatarUpload();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await avatar.upload();
    if (done && inputRef.current) inputRef.current.value = '';
    else if (!done) inputRef.current?.focus();
  };

  return (
    <section className="site-Section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('settings.avatar.heading')}</h3>
      <Avatar image={subscriber.image} name={subscriber.name} alt={t('settings.avatar.current')} />
      <form className="site-Form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="site-Field">
          <label className="site-Label" htmlFor={inputId}>
            {t('settings.avatar.choose')}
          </label>
          <p id={`${inputId}-hint`} className="site-Hint">
            {t('settings.avatar.hint', { max: PROFILE_IMAGE_MAX_MEGABYTES })}
          </p>
          <input
            ref={inputRef}
            id={inputId}
            name="image"
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            className="site-Input"
            aria-invalid={avatar.problem ? true : undefined}
            aria-describedby={`${inputId}-hint${avatar.problem ? ` ${inputId}-error` : ''}`}
            onChange={(event) => avatar.choose(event.target.files?.[0] ?? null)}
          />
          <p id={`${inputId}-error`} className="site-FieldError" aria-live="polite">
            {avatar.problem ? t(avatar.problem.key, avatar.problem.values) : null}
          </p>
        </div>
        <FormAlert message={avatar.outcome?.message ?? null} tone={avatar.outcome?.tone} />
        <button type="submit" className="site-Button" disabled={avatar.uploading}>
          {avatar.uploading ? t('auth.busy') : t('settings.avatar.upload')}
        </button>
      </form>
    </section>
  );
}

function ContactDetails({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useI18n();
  return (
    <dl className="site-DetailList">
      <dt>{t('settings.login.email')}</dt>
      <dd>{subscriber.email || t('settings.login.notSet')}</dd>
      <dt>{t('settings.login.phone')}</dt>
      <dd dir={subscriber.phoneNumber ? 'ltr' : undefined}>{subscriber.phoneNumber || t('settings.login.notSet')}</dd>
    </dl>
  );
}

/** Kept on the profile: every device the viewer signs in on offers this country's operators and prices. */
function CountrySection() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section className="site-Section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('shell.country.label')}</h3>
      <CountrySwitch />
    </section>
  );
}
