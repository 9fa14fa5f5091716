import { DynamicFieldMessages } from './DynamicFieldMessages';
import type { DynamicFieldProps } from './DynamicTextField';

export function DynamicSelectField({ field, form }: DynamicFieldProps) {
  const invalid = field.error !== null;
  return (
    <div className="pc-Field pc-DynamicForm-field" data-kind="dropdown" data-invalid={invalid ? '' : undefined}>
      <label className="pc-Label" {...form.getLabelProps(field.name)}>
        {field.label}
      </label>
      <select className={invalid ? 'pc-Select pc-Input--invalid' : 'pc-Select'} data-invalid={invalid ? '' : undefined} {...form.getSelectProps(field.name)}>
        <option value="">{field.placeholder}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <DynamicFieldMessages field={field} form={form} />
    </div>
  );
}
