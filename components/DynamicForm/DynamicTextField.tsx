import type { DynamicFieldView } from '../../headless/core/dynamicForm/fieldViews';
import type { UseDynamicFormResult } from '../../headless/react/useDynamicForm';
import { DynamicFieldMessages } from './DynamicFieldMessages';

export interface DynamicFieldProps {
  field: DynamicFieldView;
  form: UseDynamicFormResult;
}

export function DynamicTextField({ field, form }: DynamicFieldProps) {
  const invalid = field.error !== null;
  return (
    <div className="pc-Field pc-DynamicForm-field" data-kind="text" data-invalid={invalid ? '' : undefined}>
      <label className="pc-Label" {...form.getLabelProps(field.name)}>
        {field.label}
      </label>
      <input className={invalid ? 'pc-Input pc-Input--invalid' : 'pc-Input'} data-invalid={invalid ? '' : undefined} {...form.getFieldProps(field.name)} />
      <DynamicFieldMessages field={field} form={form} />
    </div>
  );
}
