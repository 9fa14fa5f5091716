import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { appearanceVariables, parseAppearance, type PaymentClient } from 'payment-client/headless';
import { createPaymentSetup } from '../../../../host-app/client/payments/setup/createPaymentSetup';
import { brandThemeVariables } from '../../../../host-app/client/config/brandTheme';
import { BRAND_VARIANTS } from '../../../../host-app/contract/site/brandVariants';
import { sitePaymentAppearance } from '../../../../host-app/client/styles/paymentAppearance';

/** The custom properties the site's stylesheet puts on :root, read from the stylesheet itself. */
function siteRootProperties(): Record<string, string> {
  // Tests run from the repository root.
  const css = readFileSync('host-app/client/styles/base.css', 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)![1]!;
  return Object.fromEntries([...root.matchAll(/(--site-[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

/** A page root styled as the site styles <html>: the theme's properties, then the brand's accent. */
function siteRoot(): HTMLElement {
  const root = document.createElement('div');
  for (const [name, value] of Object.entries({ ...siteRootProperties(), ...brandThemeVariables(BRAND_VARIANTS.streaming) })) root.style.setProperty(name, value);
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('the payment box in the site theme', () => {
  it('is the kit’s dark theme in the site’s own colours and the brand’s accent, accepted by the kit', () => {
    const properties = siteRootProperties();
    const appearance = sitePaymentAppearance(siteRoot());
    expect(appearance.theme).toBe('dark');
    expect(appearance.variables).toEqual({
      colorPrimary: '#be123c',
      colorPrimaryText: '#fff',
      colorBackground: properties['--site-surface'],
      colorText: properties['--site-text'],
      colorLabel: properties['--site-text-muted'],
      colorDanger: properties['--site-danger-text'],
      colorSuccess: properties['--site-success-text'],
      borderRadius: properties['--site-radius'],
    });
    // The kit takes it as it is, and every colour reaches its custom properties.
    expect(() => parseAppearance(appearance)).not.toThrow();
    expect(appearanceVariables(appearance)).toMatchObject({ '--pc-color-background': properties['--site-surface'], '--pc-color-primary': '#be123c' });
  });

  it('keeps the kit’s dark values where the page defines no site colours', () => {
    expect(sitePaymentAppearance(document.createElement('div'))).toEqual({ theme: 'dark', variables: {} });
  });

  it('is what the payment setup gives the kit when it makes the client', async () => {
    const given: Record<string, unknown>[] = [];
    const setup = createPaymentSetup({
      requestConfiguration: async () => ({ sdkConfiguration: '{}', environment: 'TEST', executionId: 'exe_1' }),
      appearance: () => sitePaymentAppearance(siteRoot()),
      createClient: (_init, options) => {
        given.push(options);
        return {} as PaymentClient;
      },
    });
    setup.start({ variation: '', osType: 'androidOs', urlReferrer: 'http://site.test/premium', language: 'en', source: 'streaming', billingPlan: 'eyJhIjoxfQ==' });
    await expect.poll(() => given.length).toBe(1);
    expect(given[0]!.appearance).toMatchObject({ theme: 'dark', variables: { colorBackground: siteRootProperties()['--site-surface'] } });
  });
});
