import { describe, expect, it } from 'vitest';
import { parseSubscriberProfile, toSubscriberDetails, withSubscriberChanges } from '../../../../headless/core/authSession/subscriber';

const answer = { id: 'sub-1', fullName: 'Lina Haddad', email: 'lina@example.com', avatar: 'https://cdn.example.com/a.png', country: 'AE', phoneNumber: '+971500000000' };

describe('subscriber profile', () => {
  it('reads the six profile fields, ignoring others', () => {
    expect(parseSubscriberProfile({ ...answer, extra: true })).toEqual({ ok: true, profile: answer });
  });

  it('keeps numeric ids as strings and absent optional fields as null', () => {
    expect(parseSubscriberProfile({ id: 42, fullName: 'Omar' })).toEqual({
      ok: true,
      profile: { id: '42', fullName: 'Omar', email: null, avatar: null, country: null, phoneNumber: null },
    });
  });

  it('names the fields that are missing or wrong', () => {
    expect(parseSubscriberProfile({ id: '', email: 3 })).toEqual({ ok: false, fields: ['id', 'fullName', 'email'] });
    expect(parseSubscriberProfile(null)).toEqual({ ok: false, fields: ['(root)'] });
  });

  it('derives the client subscriber: name and fullname from the full name, empty country when absent', () => {
    expect(toSubscriberDetails({ ...answer, country: null })).toEqual({
      id: 'sub-1',
      image: 'https://cdn.example.com/a.png',
      name: 'Lina Haddad',
      fullname: 'Lina Haddad',
      email: 'lina@example.com',
      country: '',
      phoneNumber: '+971500000000',
    });
  });

  it('derives the image through the given rule', () => {
    const details = toSubscriberDetails({ ...answer, avatar: null }, (avatar) => avatar ?? '/images/profile/vsports.svg');
    expect(details.image).toBe('/images/profile/vsports.svg');
  });

  it('applies partial changes and leaves the rest', () => {
    const subscriber = { ...toSubscriberDetails(answer), isVip: true };
    expect(withSubscriberChanges(subscriber, { email: 'new@example.com', image: null })).toEqual({ ...subscriber, email: 'new@example.com', image: null });
    expect(withSubscriberChanges(subscriber, {})).toEqual(subscriber);
  });
});
