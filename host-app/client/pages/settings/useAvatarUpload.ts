import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../contract/forms/validation';
import { uploadProfileImage } from '../../api/profileApi';
import { dataOrThrow, productFailureOf } from '../../api/productCallError';
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

/** Uploading a profile picture (multipart, PR-FORM-5); the answer's profile_image becomes the session's image. */
export function useAvatarUpload() {
  const { t } = useI18n();
  const call = useProductCaller();
  const { updateSubscriber } = useAuthSession();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  // The picture lives in the session, not in a query: the answer's image is applied to it in place.
  const uploading = useMutation({
    mutationFn: (image: File) => uploadProfileImage(call, image).then(dataOrThrow),
    onSuccess: (answer) => {
      updateSubscriber({ image: answer.profile_image });
      setFile(null);
    },
  });
  const { mutateAsync, reset } = uploading;

  const choose = useCallback(
    (next: File | null) => {
      setFile(next);
      reset();
      setProblem(next ? avatarFileProblem(next) : null);
    },
    [reset],
  );

  const upload = useCallback(async () => {
    const found = avatarFileProblem(file);
    setProblem(found);
    if (found || !file) return false;
    reset();
    return mutateAsync(file).then(
      () => true,
      () => false,
    );
  }, [file, mutateAsync, reset]);

  const failure = productFailureOf(uploading.error);
  const outcome = uploading.isSuccess
    ? { tone: 'success' as const, message: t('settings.avatar.uploaded') }
    : uploading.isError
      ? { tone: 'error' as const, message: failure ? failureMessage(failure, t, 'settings.avatar.failed') : t('settings.avatar.failed') }
      : null;

  return { file, problem, uploading: uploading.isPending, outcome, choose, upload };
}
