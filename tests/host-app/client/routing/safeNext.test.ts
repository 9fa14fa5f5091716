import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../../../host-app/client/routing/safeNext';

describe('safeNextPath', () => {
  it('keeps paths of this site', () => {
    expect(safeNextPath('/profile-settings/login')).toBe('/profile-settings/login');
    expect(safeNextPath('/search?q=a')).toBe('/search?q=a');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'search', '', null, undefined, '/a\nb'])('refuses %s', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});
