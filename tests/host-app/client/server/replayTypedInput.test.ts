import { describe, expect, it } from 'vitest';
import { replayTypedInput, typedInput } from '../../../../host-app/client/server/replayTypedInput';

/** A server-rendered form: its markup carries the values the server rendered. */
function serverForm() {
  document.body.innerHTML = `
    <form>
      <input name="email" value="">
      <textarea name="note"></textarea>
      <input type="checkbox" name="stay" checked>
      <select name="country"><option value="AE">AE</option><option value="SA" selected>SA</option><option value="KW">KW</option></select>
      <input name="untouched" value="kept">
    </form>`;
  const form = document.querySelector('form')!;
  const field = <T extends Element>(name: string) => form.querySelector<T & Element>(`[name="${name}"]`)!;
  return {
    email: field<HTMLInputElement>('email'),
    note: field<HTMLTextAreaElement>('note'),
    stay: field<HTMLInputElement>('stay'),
    country: field<HTMLSelectElement>('country'),
    untouched: field<HTMLInputElement>('untouched'),
  };
}

describe('what a viewer typed before the form hydrated', () => {
  it('is read from the fields that differ from the server’s markup, and nothing else', () => {
    const fields = serverForm();
    expect(typedInput(document.body)).toEqual([]);
    fields.email.value = 'viewer@example.com';
    fields.stay.checked = false;
    fields.country.value = 'KW';
    expect(typedInput(document.body)).toEqual([
      { field: fields.email, value: 'viewer@example.com' },
      { field: fields.stay, checked: false },
      { field: fields.country, selected: [false, false, true] },
    ]);
  });

  it('is put back and told to the handlers, even where hydrating set the server’s values again', () => {
    const fields = serverForm();
    fields.email.value = 'viewer@example.com';
    fields.note.value = 'hello';
    fields.stay.checked = false;
    fields.country.value = 'KW';
    const typed = typedInput(document.body);
    // Hydrated: the fields were reset, and the handlers are attached.
    fields.email.value = '';
    fields.note.value = '';
    fields.stay.checked = true;
    fields.country.value = 'SA';
    const heard: string[] = [];
    for (const [type, field] of [['input', fields.email], ['input', fields.note], ['change', fields.stay], ['change', fields.country], ['input', fields.untouched]] as const) {
      field.addEventListener(type, (event) => {
        const target = event.target as HTMLInputElement;
        heard.push(`${target.name} ${type} ${target.type === 'checkbox' ? target.checked : target.value}`);
      });
    }
    replayTypedInput(typed);
    expect(heard).toEqual(['email input viewer@example.com', 'note input hello', 'stay change false', 'country change KW']);
  });

  it('skips a field that has left the page', () => {
    const fields = serverForm();
    fields.email.value = 'viewer@example.com';
    const typed = typedInput(document.body);
    let heard = false;
    fields.email.addEventListener('input', () => (heard = true));
    fields.email.remove();
    replayTypedInput(typed);
    expect(heard).toBe(false);
  });
});
