import { describe, expect, test } from 'vitest';
import { appearanceStyleSheet, appearanceVariables, frameFieldStyles, parseAppearance, ruleSelector, THEME_VARIABLES } from '../../../../headless/core/appearance';
import { parseClientOptions } from '../../../../headless/core/client/clientOptions';
import { allowedStyles } from '../../../../headless/core/frame/styleAllowList';
import { thrownPaymentClientError } from '../../../support/thrownPaymentClientError';

describe('parsing', () => {
  test('a bad theme names its path in the client options', () => {
    const error = thrownPaymentClientError(() => parseClientOptions({ appearance: { theme: 'neon' } }));
    expect(error.code).toBe('INVALID_CONFIGURATION');
    expect(error.message).toContain('options.appearance.theme');
  });

  test.each(['.Input{', '.Input}', '.Input<script', '@media', '.Input .Label', '.Input:focus{color:red}'])('the selector %s is refused, quoted in the path', (selector) => {
    const error = thrownPaymentClientError(() => parseAppearance({ rules: { [selector]: { color: 'red' } } }));
    expect(error.code).toBe('INVALID_CONFIGURATION');
    expect(error.message).toContain(`appearance.rules[${JSON.stringify(selector)}] must be a kit selector`);
  });

  test('a bare element selector is refused too', () => {
    expect(thrownPaymentClientError(() => parseAppearance({ rules: { input: { color: 'red' } } })).message).toContain('appearance.rules.input must be a kit selector');
  });

  test('a variable that is neither text nor a number is refused', () => {
    expect(thrownPaymentClientError(() => parseAppearance({ variables: { colorPrimary: { r: 1 } } })).message).toContain('appearance.variables.colorPrimary');
  });

  test.each([
    ['.Nope', 'appearance.rules[".Nope"] names no kit class'],
    ['.Imput:focus', 'appearance.rules[".Imput:focus"] names no kit class; did you mean .Input?'],
    ['.Input::after', 'appearance.rules[".Input::after"] ends with ::after: the only pseudo-element is ::placeholder'],
    ['.PayButton::before', 'appearance.rules[".PayButton::before"] ends with ::before'],
  ])('the rule %s has the syntax but is not the kit\'s: refused, named', (selector, message) => {
    const error = thrownPaymentClientError(() => parseClientOptions({ appearance: { rules: { [selector]: { color: 'red' } } } }));
    expect(error.code).toBe('INVALID_CONFIGURATION');
    expect(error.message).toContain(`options.${message}`);
  });

  test('kit selectors are accepted', () => {
    const rules = {
      '.Input': { color: 'red' },
      '.Input:focus': { color: 'blue' },
      '.Option--selected': { color: 'green' },
      '.Input::placeholder': { color: 'gray' },
      '.PayButton--loading:hover': { opacity: '0.8' },
      '.Challenge': { color: 'black' },
    };
    expect(parseAppearance({ theme: 'flat', rules }).rules).toEqual(rules);
  });
});

describe('variables', () => {
  test('camelCase names become --pc- custom properties, numbers become pixels', () => {
    expect(appearanceVariables({ variables: { colorPrimary: '#123456', borderRadius: 10, fontSizeBase: '15px' } })).toEqual({
      '--pc-color-primary': '#123456',
      '--pc-border-radius': '10px',
      '--pc-font-size-base': '15px',
    });
  });

  test('the theme supplies tokens the merchant may override', () => {
    const dark = appearanceVariables({ theme: 'dark', variables: { colorPrimary: 'rebeccapurple' } });
    expect(dark['--pc-color-background']).toBe(THEME_VARIABLES.dark.colorBackground);
    expect(dark['--pc-color-primary']).toBe('rebeccapurple');
    expect(appearanceVariables(undefined)).toEqual({});
  });

  test.each(['url(https://evil.example/x.png)', 'red; background: red', '@import "x"', 'expression(alert(1))', 'javascript:alert(1)'])('the value %s is dropped', (value) => {
    expect(appearanceVariables({ variables: { colorText: value, colorPrimary: 'red' } })).toEqual({ '--pc-color-primary': 'red' });
  });
});

describe('rules', () => {
  test('selectors map to stable classes and data-* states', () => {
    expect(ruleSelector('.Input')).toBe('.pc-Input');
    expect(ruleSelector('.Option--selected')).toBe('.pc-Option[data-selected]');
    expect(ruleSelector('.PayButton--loading:hover')).toBe('.pc-PayButton[data-loading]:hover');
    expect(ruleSelector('.Input{')).toBeNull();
  });

  test('the stylesheet keeps safe declarations only', () => {
    const css = appearanceStyleSheet({
      '.Input': { borderColor: 'red', backgroundImage: 'url(https://evil.example/)', 'color;x': 'blue' },
      '.Label': { fontWeight: '700' },
    });
    expect(css).toBe('.pc-Input{border-color:red}.pc-Label{font-weight:700}');
  });

  test('.Input rules reach the frame as field states, under explicit styles and through the allow-list', () => {
    const styles = allowedStyles(
      frameFieldStyles(
        { '.Input': { color: 'red', backgroundImage: 'url(x)', position: 'fixed' }, '.Input:focus': { borderColor: 'blue' }, '.Input--invalid': { color: 'darkred' }, '.Label': { color: 'green' } },
        { base: { color: 'black' } },
      ),
    );
    expect(styles).toEqual({ base: { color: 'black' }, focus: { 'border-color': 'blue' }, invalid: { color: 'darkred' } });
  });
});
