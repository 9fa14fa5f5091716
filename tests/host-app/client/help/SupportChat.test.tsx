import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SupportChat } from '../../../../host-app/client/help/chat/SupportChat';
import { createHelpWidget, type DeliverHelpMessage } from '../../../../host-app/client/help/helpWidgetSession';
import { withI18n } from '../player/withI18n';

afterEach(cleanup);

const acknowledged: DeliverHelpMessage = async (_message, replyTo) => ({ ok: true, acknowledgement: 'HLP-7K3M-Q9XR', replyTo: replyTo ?? 'layla@example.com' });

function renderChat(locale: 'en' | 'ar' = 'en', deliver: DeliverHelpMessage = acknowledged) {
  const controller = createHelpWidget(deliver);
  render(<SupportChat controller={controller} />, { wrapper: withI18n(locale) });
  return controller;
}

describe('support chat panel', () => {
  it('opens from the launcher, greets the user by name and takes a message', async () => {
    const controller = renderChat();
    act(() => controller.identify({ email: 'layla@example.com', name: 'Layla' }));
    const launcher = screen.getByRole('button', { name: 'Help' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(launcher);
    screen.getByRole('dialog', { name: 'Support' });
    screen.getByText('Hi Layla, how can we help?');
    const input = screen.getByLabelText('Your message');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'Subtitles are missing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log');
    expect(log.textContent).toContain('Subtitles are missing');
    await waitFor(() => expect(log.textContent).toContain('Thanks, Layla. We received your message, number HLP-7K3M-Q9XR. Our team will reply to layla@example.com.'));
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it("asks a visitor for the email to reply to, and shows the API's refusal", async () => {
    const sent: (string | null)[] = [];
    const controller = renderChat('en', async (_message, replyTo) => {
      sent.push(replyTo);
      return { ok: false, message: 'help.tryAgainInMinutes', values: { count: 42 } };
    });
    act(() => controller.open());
    fireEvent.change(screen.getByLabelText('Your email, for our reply'), { target: { value: 'visitor@example.com' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('Too many messages. Please try again in 42 minutes.'));
    expect(sent).toEqual(['visitor@example.com']);
  });

  it('closes with Escape and gives focus back to the launcher', () => {
    const controller = renderChat();
    act(() => controller.open());
    fireEvent.keyDown(screen.getByLabelText('Your message'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }));
  });

  it('closes when the widget is logged out', () => {
    const controller = renderChat();
    act(() => controller.open());
    act(() => controller.logout());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Arabic on Arabic pages', () => {
    const controller = renderChat('ar');
    act(() => controller.open());
    screen.getByRole('dialog', { name: 'الدعم' });
    screen.getByRole('button', { name: 'إرسال' });
  });
});
