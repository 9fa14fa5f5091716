import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DynamicForm } from '../../components/DynamicForm';
import type { SchemaFetch } from '../../headless/core/dynamicForm/resolveSchemaRefs';
import { useDynamicForm, type DynamicFormClient, type UseDynamicFormOptions } from '../../headless/react/useDynamicForm';
import { fakeDynamicFormClient } from '../support/dynamicFormClient';
import { bankAccountSchema, fakeFetch, ibanSchema, IBAN_URL } from '../headless/core/dynamicForm/fixtures';

function BankAccountForm({ client, options }: { client: DynamicFormClient; options?: Partial<UseDynamicFormOptions> }) {
  const form = useDynamicForm(client, { paymentMethodCode: 'bankAccount', fetch: fakeFetch({ [IBAN_URL]: ibanSchema }), ...options });
  return <DynamicForm form={form} />;
}

const root = () => document.querySelector<HTMLElement>('.pc-DynamicForm')!;

async function renderReady(client = fakeDynamicFormClient(), options?: Partial<UseDynamicFormOptions>) {
  const user = userEvent.setup();
  render(<BankAccountForm client={client} options={options} />);
  await waitFor(() => expect(root().dataset.status).toBe('ready'));
  return user;
}

afterEach(cleanup);

describe('DynamicForm', () => {
  it('renders the holder type as tabs, the rest in its panel, in position order', async () => {
    await renderReady();
    const tablist = screen.getByRole('tablist', { name: 'Account holder type' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Individual', 'Company']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.classList.contains('pc-DynamicForm-panel')).toBe(true);
    const labels = [...panel.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Account holder name', 'IBAN', 'Account type']);
    const accountType = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account type' });
    expect([...accountType.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Select an option'],
      ['checking', 'checking'],
      ['savings', 'savings'],
    ]);
    expect(screen.getByRole('textbox', { name: 'IBAN' }).classList.contains('pc-Input')).toBe(true);
  });

  it('selects holder types with the keyboard and shows the company field for companies', async () => {
    const user = await renderReady();
    await user.tab();
    const [individual, company] = screen.getAllByRole('tab');
    expect(document.activeElement).toBe(individual);
    expect(screen.queryByRole('textbox', { name: 'Company number' })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(company);
    expect(company!.getAttribute('aria-selected')).toBe('true');
    expect(company!.hasAttribute('data-selected')).toBe(true);
    expect(individual!.hasAttribute('data-selected')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Company number' }).hasAttribute('required')).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(individual);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(company);

    // Tab leaves the tablist for the first field of the panel: only the selected tab is in the tab order.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Account holder name' }));
  });

  it('shows the message when a field is left invalid, and clears it once fixed', async () => {
    const user = await renderReady();
    const name = screen.getByRole('textbox', { name: 'Account holder name' });
    await user.type(name, 'A');
    expect(screen.queryByText('This field is too short')).toBeNull();
    await user.tab();
    const error = screen.getByText('This field is too short');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    expect(name.closest('.pc-DynamicForm-field')!.hasAttribute('data-invalid')).toBe(true);
    await user.type(name, 'da');
    expect(screen.queryByText('This field is too short')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('says which rule failed for each field', async () => {
    const user = await renderReady();
    await user.click(screen.getByRole('textbox', { name: 'IBAN' }));
    await user.tab();
    screen.getByText('This field is required');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'de89370400440532013000');
    screen.getByText('This field is invalid');
    await user.type(screen.getByRole('textbox', { name: 'Account holder name' }), 'Ada Lovelace King');
    await user.tab();
    screen.getByText('This field is too long');
  });

  it('reports validity on blur and reflects it on the form', async () => {
    const onValidityChange = vi.fn();
    const user = await renderReady(fakeDynamicFormClient(), { onValidityChange });
    expect(root().hasAttribute('data-invalid')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Account holder name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89370400440532013000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'savings');
    expect(onValidityChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onValidityChange).toHaveBeenCalledExactlyOnceWith({ paymentMethodCode: 'bankAccount', isValid: true });
    expect(root().hasAttribute('data-invalid')).toBe(false);
  });

  it('lays out right to left and speaks Arabic for the ar locale', async () => {
    const user = await renderReady(fakeDynamicFormClient(bankAccountSchema(), 'ar'));
    expect(root().getAttribute('dir')).toBe('rtl');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Company');
    await user.tab();
    await user.tab();
    screen.getByText('هذا الحقل مطلوب');
  });

  it('is busy while the remote schema loads', async () => {
    let answer!: () => void;
    const fetch = vi.fn<SchemaFetch>(
      () => new Promise((resolve) => (answer = () => resolve({ ok: true, status: 200, json: async () => ibanSchema }))),
    );
    render(<BankAccountForm client={fakeDynamicFormClient()} options={{ fetch }} />);
    expect(root().dataset.status).toBe('loading');
    expect(root().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    answer();
    await waitFor(() => expect(root().dataset.status).toBe('ready'));
    expect(root().getAttribute('aria-busy')).toBe('false');
  });

  it('renders nothing when the method has no form schema', async () => {
    const client = fakeDynamicFormClient(null);
    const { container } = render(<BankAccountForm client={client} />);
    await waitFor(() => expect(client.log).toHaveBeenCalledWith('ERROR', 'Form schema not found for payment method bankAccount'));
    expect(container.innerHTML).toBe('');
  });
});
