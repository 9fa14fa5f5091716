import { PASSWORD_MIN_LENGTH } from '../../contract/forms/validation';
import type { SiteMessageKey } from '../i18n/messageKeys';
import type { FormFieldProps } from './useForm';
import { TextField } from './TextField';

/** A password being chosen: the rule stated under it, and the browser asked for a new one, not a saved one. */
export function NewPasswordField({ label, field }: { label: SiteMessageKey; field: FormFieldProps }) {
  return <TextField label={label} hint="auth.passwordHint" hintValues={{ count: PASSWORD_MIN_LENGTH }} field={field} type="password" autoComplete="new-password" required />;
}
