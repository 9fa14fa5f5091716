import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, UPLOADS_PREFIX } from '../../contract/http/apiPaths';
import type { ProfileImage } from '../../contract/account/accountTypes';
import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES } from '../../contract/forms/validation';
import { requireSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { notFound, wrongInput } from '../http/apiError';
import { findSubscriberById, updateSubscriber } from '../subscribers/subscriberStore';

type ImageExtension = 'png' | 'jpg' | 'webp';

/** The file's own bytes decide its type; the declared Content-Type and name are not trusted. */
export function sniffImageType(bytes: Buffer): ImageExtension | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Names this server gave to uploads; anything else under /uploads/ is not ours to delete. */
export const UPLOAD_NAME_PATTERN = /^sub_[A-Za-z0-9]{24}-[A-Za-z0-9_-]{16}\.(png|jpg|webp)$/;

const imageProblem = (messageKey: 'image.required' | 'image.type') => wrongInput(messageKey, [{ field: `body.${PROFILE_IMAGE_FIELD}`, messageKey }]);

export function registerProfileImageRoute(app: FastifyInstance, context: ProductContext): void {
  // Multipart is accepted only by this route, one file and nothing else.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 100 } });

    scope.post(API_PATHS.profileImageUpload, async (request, reply) => {
      const now = context.clock();
      const { subscriberId } = await requireSubscriber(request, context, now);
      const file = await request.file();
      if (!file || file.fieldname !== PROFILE_IMAGE_FIELD) throw imageProblem('image.required');
      const bytes = await file.toBuffer();
      const extension = sniffImageType(bytes);
      if (!extension) throw imageProblem('image.type');

      const previous = await findSubscriberById(context.db, subscriberId);
      if (!previous) throw notFound('notFound.subscriber');
      const name = `${subscriberId}-${randomBytes(12).toString('base64url')}.${extension}`;
      await mkdir(context.uploadsDir, { recursive: true });
      await writeFile(join(context.uploadsDir, name), bytes, { flag: 'wx' });
      const url = `${UPLOADS_PREFIX}${name}`;
      try {
        await updateSubscriber(context.db, subscriberId, { avatar: url }, now);
      } catch (error) {
        await rm(join(context.uploadsDir, name), { force: true });
        throw error;
      }
      // The replaced upload is no longer referenced by anyone.
      const oldName = previous.avatar.startsWith(UPLOADS_PREFIX) ? previous.avatar.slice(UPLOADS_PREFIX.length) : '';
      if (UPLOAD_NAME_PATTERN.test(oldName)) await rm(join(context.uploadsDir, oldName), { force: true });
      return sendData(request, reply, { profile_image: url } satisfies ProfileImage);
    });
  });
}
