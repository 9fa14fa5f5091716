import * as z from 'zod/mini';

/** The profile answer (PR-AUTH-8): id, fullName, email, avatar, country, phoneNumber. */
export interface SubscriberProfile {
  id: string;
  fullName: string;
  email: string | null;
  avatar: string | null;
  country: string | null;
  phoneNumber: string | null;
}

/** The subscriber as the client keeps it (PR-AUTH-8). */
export interface Subscriber {
  id: string;
  /** Derived from the profile's avatar. */
  image: string | null;
  /** From the subscription lookup by subscriber id, or switched by becoming / losing a subscription. */
  isVip: boolean;
  /** `name` and `fullname` both hold the full name. */
  name: string;
  fullname: string;
  email: string | null;
  /** Empty string when the profile has none. */
  country: string;
  phoneNumber: string | null;
}

/** What a profile load tells us; VIP status is never part of it. */
export type SubscriberDetails = Omit<Subscriber, 'isVip'>;

/** Fields that may be changed in place; the id and the VIP flag have their own transitions. */
export type SubscriberChanges = Partial<Pick<Subscriber, 'name' | 'fullname' | 'image' | 'email' | 'country' | 'phoneNumber'>>;

/** The session's token object (PR-AUTH-8): `id` is the bearer token. */
export interface SessionToken {
  id: string;
}

/** Turns a profile's avatar into the image to show; brand variants may replace it. */
export type ImageFromAvatar = (avatar: string | null) => string | null;

const keepAvatar: ImageFromAvatar = (avatar) => avatar;

const optionalText = z.optional(z.nullable(z.string()));

export const subscriberProfileSchema = z.looseObject({
  // Ids may arrive as numbers from some back ends; the client keeps them as strings.
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  fullName: z.string(),
  email: optionalText,
  avatar: optionalText,
  country: optionalText,
  phoneNumber: optionalText,
});

/** Answers may leave a field out, send null or send an empty string: all three mean none. */
const absentAsNull = (value: string | null | undefined): string | null => (value ? value : null);

/** Reads a profile answer; returns the issues' paths when it does not fit. */
export function parseSubscriberProfile(value: unknown): { ok: true; profile: SubscriberProfile } | { ok: false; fields: string[] } {
  const result = z.safeParse(subscriberProfileSchema, value);
  if (!result.success) return { ok: false, fields: result.error.issues.map((issue) => issue.path.join('.') || '(root)') };
  const { id, fullName, email, avatar, country, phoneNumber } = result.data;
  return {
    ok: true,
    profile: { id: String(id), fullName, email: absentAsNull(email), avatar: absentAsNull(avatar), country: absentAsNull(country), phoneNumber: absentAsNull(phoneNumber) },
  };
}

export function toSubscriberDetails(profile: SubscriberProfile, imageFromAvatar: ImageFromAvatar = keepAvatar): SubscriberDetails {
  return {
    id: profile.id,
    image: imageFromAvatar(profile.avatar),
    name: profile.fullName,
    fullname: profile.fullName,
    email: profile.email,
    country: profile.country ?? '',
    phoneNumber: profile.phoneNumber,
  };
}

const CHANGEABLE_FIELDS = ['image', 'email', 'country', 'phoneNumber'] as const;

/** Applies a partial update, keeping `name` and `fullname` equal whichever of them changed. */
export function withSubscriberChanges(subscriber: Subscriber, changes: SubscriberChanges): Subscriber {
  const next: Subscriber = { ...subscriber };
  // Copy only known fields, so a caller can never slip an id or a VIP flag in here.
  for (const field of CHANGEABLE_FIELDS) {
    const value = changes[field];
    if (value !== undefined) Object.assign(next, { [field]: value });
  }
  const fullName = changes.fullname ?? changes.name;
  if (fullName !== undefined) {
    next.name = fullName;
    next.fullname = fullName;
  }
  return next;
}
