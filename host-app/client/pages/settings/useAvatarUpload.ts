import { useCallback, useState } from 'react';
import { useAuthSession } from '../../../../headless/react/useAuthSession';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../shared/validation';
import { uploadProfileImage } from '../../api/profileApi';
import { useProductCaller } from '../../api/useProductCaller';
import type { FieldProblem } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from '../auth/failureMessage';

export const PROFILE_IMAGE_MAX_MEGABYTES = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

/** Checked before upload so the visitor hears at once; the server checks the bytes again. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'> | null): FieldProblem | null {
  if (!file) return { key: 'settings.avatar.required' };
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'settings.avatar.wrongType' };
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return { key: 'settings.avatar.tooLarge', values: { max: PROFILE_IMAGE_MAX_MEGABYTES } };
  return null;
}

/** Uploading a profile picture (multipart, product spec section 5); the answer's profile_image becomes the session's image. */
export function useAvatarUpload() {
  const { t } = useI18n();
  const call = useProductCaller();
  const { updateSubscriber } = useAuthSession();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const choose = useCallback((next: File | null) => {
    setFile(next);
    setOutcome(null);
    setProblem(next ? avatarFileProblem(next) : null);
  }, []);

  const upload = useCallback(async () => {
    const found = avatarFileProblem(file);
    setProblem(found);
    if (found || !file) return false;
    setUploading(true);
    setOutcome(null);
    const result = await uploadProfileImage(call, file);
    setUploading(false);
    if (!result.ok) {
      setOutcome({ tone: 'error', message: failureMessage(result, t, 'settings.avatar.failed') });
      return false;
    }
    updateSubscriber({ image: result.data.profile_image });
    setFile(null);
    setOutcome({ tone: 'success', message: t('settings.avatar.uploaded') });
    return true;
  }, [call, file, t, updateSubscriber]);

  return { file, problem, uploading, outcome, choose, upload };
}
