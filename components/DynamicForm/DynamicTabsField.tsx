import { DynamicFieldMessages } from './DynamicFieldMessages';
import type { DynamicFieldProps } from './DynamicTextField';

/** The bank holder type: an ARIA tablist whose selected tab is the field's value. */
export function DynamicTabsField({ field, form }: DynamicFieldProps) {
  const { htmlFor: _htmlFor, ...labelProps } = form.getLabelProps(field.name);
  return (
    <div className="pc-Field pc-DynamicForm-field" data-kind="tabs" data-invalid={field.error !== null ? '' : undefined}>
      <span className="pc-Label" {...labelProps}>
        {field.label}
      </span>
      <div className="pc-DynamicForm-tabs" {...form.getTabListProps(field.name)}>
        {field.options.map((option) => (
          <button key={option.value} className="pc-DynamicForm-tab" {...form.getTabProps(field.name, option.value)}>
            {option.label}
          </button>
        ))}
      </div>
      <DynamicFieldMessages field={field} form={form} />
    </div>
  );
}
