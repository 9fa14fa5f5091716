import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldTextKey } from '../../../headless/core/dynamicForm/fieldTexts';
import { useDynamicForm, type DynamicFormClient, type UseDynamicFormOptions } from '../../../headless/react/useDynamicForm';
import { fakeDynamicFormClient } from '../../support/dynamicFormClient';
import { bankAccountSchema, fakeFetch, ibanSchema, IBAN_URL } from '../core/dynamicForm/fixtures';

const fetch = () => fakeFetch({ [IBAN_URL]: ibanSchema });

/** Spreads the prop getters on bare elements, so these tests check the hook and not the component. */
function Probe({ client, options }: { client: DynamicFormClient; options: UseDynamicFormOptions }) {
  const form = useDynamicForm(client, options);
  return (
    <div data-status={form.status}>
      {form.fields.map((field) =>
        field.kind === 'tabs' ? (
          <div key={field.name}>
            <span {...form.getLabelProps(field.name)}>{field.label}</span>
            <div {...form.getTabListProps(field.name)}>
              {field.options.map((option) => (
                <button key={option.value} {...form.getTabProps(field.name, option.value)}>
                  {option.label}
                </button>
              ))}
            </div>
            <div {...form.getTabPanelProps(field.name)} />
          </div>
        ) : (
          <div key={field.name}>
            <label {...form.getLabelProps(field.name)}>{field.label}</label>
            {field.kind === 'dropdown' ? <select {...form.getSelectProps(field.name)} /> : <input {...form.getFieldProps(field.name)} />}
            {field.description ? <p {...form.getDescriptionProps(field.name)}>{field.description}</p> : null}
            <p {...form.getErrorProps(field.name)}>{field.error}</p>
          </div>
        ),
      )}
    </div>
  );
}

const ready = () => waitFor(() => expect(document.querySelector('[data-status="ready"]')).not.toBeNull());

afterEach(cleanup);

describe('useDynamicForm', () => {
  it('links labels, descriptions and errors to their controls and marks required ones', async () => {
    const texts = { [fieldTextKey.description('holderName')]: 'As printed on the statement' };
    render(<Probe client={fakeDynamicFormClient()} options={{ paymentMethodCode: 'bankAccount', fetch: fetch(), texts }} />);
    await ready();
    const name = screen.getByLabelText<HTMLInputElement>('Account holder name');
    const description = screen.getByText('As printed on the statement');
    expect(name.required).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(name.getAttribute('aria-describedby')).toBe(description.id);
    expect(screen.getByLabelText('IBAN').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByLabelText('Account type').tagName).toBe('SELECT');
  });

  it('marks a field invalid and points at its error once the shopper leaves it', async () => {
    render(<Probe client={fakeDynamicFormClient()} options={{ paymentMethodCode: 'bankAccount', fetch: fetch() }} />);
    await ready();
    const iban = screen.getByLabelText<HTMLInputElement>('IBAN');
    fireEvent.change(iban, { target: { value: 'DE89' } });
    fireEvent.input(iban, { target: { value: 'DE89' } });
    expect(iban.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(iban);
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(iban.hasAttribute('data-invalid')).toBe(true);
    const error = document.getElementById(iban.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('This field is too short');
    expect(error.getAttribute('aria-live')).toBe('polite');
  });

  it('gives the tabs roving focus, selection state and a panel', async () => {
    render(<Probe client={fakeDynamicFormClient()} options={{ paymentMethodCode: 'bankAccount', fetch: fetch() }} />);
    await ready();
    const tablist = screen.getByRole('tablist');
    expect(tablist.getAttribute('aria-labelledby')).toBe(screen.getByText('Account holder type').id);
    const [individual, company] = screen.getAllByRole('tab');
    expect(individual!.getAttribute('aria-selected')).toBe('true');
    expect(individual!.hasAttribute('data-selected')).toBe(true);
    expect([individual!.tabIndex, company!.tabIndex]).toEqual([0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(company!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(individual!.id);
    act(() => company!.click());
    expect(screen.getByRole('tab', { selected: true })).toBe(company);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(company!.id);
    screen.getByLabelText('Company number');
  });

  it('moves selection and focus with the arrow keys, mirrored for Arabic', async () => {
    render(<Probe client={fakeDynamicFormClient(bankAccountSchema(), 'ar')} options={{ paymentMethodCode: 'bankAccount', fetch: fetch() }} />);
    await ready();
    const [individual, company] = screen.getAllByRole('tab');
    individual!.focus();
    fireEvent.keyDown(individual!, { key: 'ArrowLeft' });
    expect(company!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(company);
    fireEvent.keyDown(company!, { key: 'Home' });
    expect(individual!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(individual);
  });

  it('reports validity on blur through the latest callback only', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const client = fakeDynamicFormClient({ properties: { note: { type: 'string', minLength: 3 } }, required: ['note'] });
    const { rerender } = render(<Probe client={client} options={{ paymentMethodCode: 'bankAccount', onValidityChange: first }} />);
    await ready();
    rerender(<Probe client={client} options={{ paymentMethodCode: 'bankAccount', onValidityChange: second }} />);
    const note = screen.getByLabelText('note');
    fireEvent.input(note, { target: { value: 'abc' } });
    fireEvent.change(note, { target: { value: 'abc' } });
    expect(second).not.toHaveBeenCalled();
    fireEvent.blur(note);
    expect(second).toHaveBeenCalledExactlyOnceWith({ paymentMethodCode: 'bankAccount', isValid: true });
    expect(first).not.toHaveBeenCalled();
  });

  it('logs the missing schema through the client and renders nothing', async () => {
    const client = fakeDynamicFormClient(null);
    const { result } = renderHook(() => useDynamicForm(client, { paymentMethodCode: 'bankAccount' }));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(client.log).toHaveBeenCalledWith('ERROR', 'Form schema not found for payment method bankAccount');
    expect(result.current.fields).toEqual([]);
  });

  it('routes schema warnings to the client log', async () => {
    const client = fakeDynamicFormClient({ properties: { age: { type: 'integer' }, name: { type: 'string' } } });
    const { result } = renderHook(() => useDynamicForm(client, { paymentMethodCode: 'bankAccount' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.fields.map((field) => field.name)).toEqual(['name']);
    expect(client.log).toHaveBeenCalledWith('WARN', expect.stringContaining("Field 'age' has type \"integer\""));
  });

  it('loads once under StrictMode without duplicate warnings', async () => {
    const client = fakeDynamicFormClient({ properties: { iban: { $ref: IBAN_URL }, age: { type: 'integer' } } });
    render(
      <StrictMode>
        <Probe client={client} options={{ paymentMethodCode: 'bankAccount', fetch: fetch() }} />
      </StrictMode>,
    );
    await ready();
    expect(screen.getAllByLabelText('IBAN (remote)')).toHaveLength(1);
    expect(client.log.mock.calls.filter(([level]) => level === 'WARN')).toHaveLength(1);
  });

  it('names the missing field when a prop getter is asked for one', async () => {
    const { result } = renderHook(() => useDynamicForm(fakeDynamicFormClient(), { paymentMethodCode: 'bankAccount', fetch: fetch() }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(() => result.current.getFieldProps('nickname')).toThrow("useDynamicForm: the form of bankAccount has no field 'nickname'.");
  });

  it('warns once when the payment method changes after mount', async () => {
    const client = fakeDynamicFormClient();
    const { rerender } = renderHook(({ code }) => useDynamicForm(client, { paymentMethodCode: code, fetch: fetch() }), { initialProps: { code: 'bankAccount' } });
    rerender({ code: 'pix' });
    rerender({ code: 'modo' });
    const warnings = client.log.mock.calls.filter(([, message]) => message.includes('paymentMethodCode changed'));
    expect(warnings).toHaveLength(1);
  });
});
