// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  MOVE_PICKS_TO_FRAGMENT_SCRIPT,
  picksFragment,
  picksInFragment,
} from '@/features/favorites/picks/picks-param';

// A picks link keeps its value in the fragment, which no request carries; an older link's query is moved
// there by the page's first script, before the page asks for anything more.

const VALUE = '1q1ZKzs9WcNVNSVVIyy9SiMwvyS9KzcnMS1dITFIoLcjPzkzNV0jMSywtLsnMSUxRcM5ILVLIz0tVyEstLlFIzk8B';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('an older picks link', () => {
  it.each([
    [`/en/favorites?picks=${VALUE}`, `/en/favorites${picksFragment(VALUE)}`],
    [`/pt/favoritos?utm_source=mail&picks=${VALUE}`, `/pt/favoritos?utm_source=mail${picksFragment(VALUE)}`],
    ['/en/favorites?picks=not%20picks', '/en/favorites#picks=not%20picks'],
  ])('%s moves its value to the fragment', (address, moved) => {
    window.history.replaceState(null, '', address);
    new Function(MOVE_PICKS_TO_FRAGMENT_SCRIPT)();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(moved);
    expect(location.search).not.toContain('picks');
  });

  it.each(['/en/favorites', '/en/favorites?shared=1001.1003', `/en/favorites${picksFragment(VALUE)}`])(
    'leaves %s as it is',
    (address) => {
      window.history.replaceState(null, '', address);
      new Function(MOVE_PICKS_TO_FRAGMENT_SCRIPT)();
      expect(`${location.pathname}${location.search}${location.hash}`).toBe(address);
    },
  );
});

describe('the fragment', () => {
  it.each([
    [picksFragment(VALUE), VALUE],
    [`#other=1&picks=${VALUE}`, VALUE],
    ['#picks=not%20picks', 'not picks'],
    ['#picks=', ''],
    ['', null],
    ['#section', null],
  ])('%s holds %j', (fragment, value) => {
    expect(picksInFragment(fragment)).toBe(value);
  });
});
