import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SupportChat } from '../../../../host-app/client/help/chat/SupportChat';
import { createHelpWidget } from '../../../../host-app/client/help/helpWidgetSession';
import { withI18n } from '../player/withI18n';

afterEach(cleanup);

function renderChat(locale: 'en' | 'ar' = 'en') {
  const controller = createHelpWidget();
  render(<SupportChat controller={controller} />, { wrapper: withI18n(locale) });
  return controller;
}

describe('support chat panel', () => {
  it('opens from the launcher, greets the user by name and takes a message', () => {
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
    expect(log.textContent).toContain('Thanks, Layla. Our team will reply to layla@example.com.');
    expect((input as HTMLTextAreaElement).value).toBe('');
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
